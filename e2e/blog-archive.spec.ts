import { gzipSync } from 'node:zlib'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { REVALIDATE_SECRET } from './support/ports'
import { archivePost } from './support/fixtures/archive.mjs'
import { control } from './support/stand-in'

// The blog at 5,000 posts (issue 39): the stand-in's fixtures plus a generated archive, all
// older than the fixtures (e2e/support/fixtures/archive.mjs). The oldest post alone has
// "Zeppelin" in its title; the `archive` tag holds the 1,500 oldest.
const ARCHIVE = 5000
const POSTS = ARCHIVE + 13
const LAST_PAGE = Math.ceil(POSTS / 10)
const OLDEST = archivePost(1).title
const LANGS = ['en', 'fr'] as const

test.describe.configure({ mode: 'serial' })

/** Every blog page and list refreshed at once (a webhook body the site cannot read). */
async function refreshBlog(request: APIRequestContext) {
  const response = await request.post('/api/revalidate', { headers: { 'x-revalidate-secret': REVALIDATE_SECRET }, data: 'not a webhook body' })
  expect(response.status()).toBe(200)
}

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return response.text()
}

/**
 * `path`'s HTML once it answers 200: the proxy answers a page or post it does not know yet 404 or
 * 307 until its list of addresses is refreshed (a few seconds after the archive arrives).
 */
async function htmlOnceKnown(request: APIRequestContext, path: string): Promise<string> {
  let last = ''
  await expect
    .poll(async () => {
      const response = await request.get(path, { maxRedirects: 0 })
      last = await response.text()
      return response.status()
    }, { timeout: 60_000, message: path })
    .toBe(200)
  return last
}

const sizes = (text: string) => ({ raw: Buffer.byteLength(text), gzip: gzipSync(text).length })
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`

/** The list pages' HTML before the archive arrives (14 posts). */
const before: Partial<Record<string, { raw: number; gzip: number }>> = {}

/** Visits `path` until its HTML holds `text` (a page refreshed in the background shows the change on a later visit), and returns that HTML. */
async function htmlOnceItHolds(request: APIRequestContext, path: string, text: string): Promise<string> {
  let last = ''
  await expect
    .poll(async () => (last = await html(request, path)).includes(text), { timeout: 90_000, message: `${path} holds ${text}` })
    .toBe(true)
  return last
}

test.beforeAll(async ({ request }) => {
  // Runs after the outage tests: Contentful's breaker may still be open for a few seconds.
  test.setTimeout(240_000)
  await control({ reset: true })
  await refreshBlog(request)
  for (const lang of LANGS) {
    // The 14-post list: two pages, "Rich text showcase" first.
    before[`/${lang}/blog`] = sizes(await htmlOnceItHolds(request, `/${lang}/blog`, `href="/${lang}/blog/page/2"`))
    before[`/${lang}/blog/page/2`] = sizes(await htmlOnceItHolds(request, `/${lang}/blog/page/2`, `aria-current="page"`))
  }
  await control({ archive: ARCHIVE })
  await refreshBlog(request)
  for (const lang of LANGS) await htmlOnceItHolds(request, `/${lang}/blog`, `/${lang}/blog/page/${LAST_PAGE}`)
})

test.afterAll(async ({ request }) => {
  test.setTimeout(60_000)
  await control({ reset: true })
  await refreshBlog(request)
})

test('at 5,000 posts every list page weighs what it weighed at 14 (within 10%)', async ({ request }, testInfo) => {
  for (const lang of LANGS) {
    for (const path of [`/${lang}/blog`, `/${lang}/blog/page/2`]) {
      const small = before[path]
      if (!small) throw new Error(`no size of ${path} at 14 posts`)
      const large = sizes(await html(request, path))
      testInfo.annotations.push({ type: 'size', description: `${path}: ${kib(small.raw)} (gzip ${kib(small.gzip)}) at 14 posts, ${kib(large.raw)} (gzip ${kib(large.gzip)}) at ${POSTS}` })
      expect(Math.abs(large.raw - small.raw) / small.raw, path).toBeLessThan(0.1)
    }
    // A page deep in the archive weighs the same too.
    const deep = sizes(await htmlOnceKnown(request, `/${lang}/blog/page/${LAST_PAGE - 1}`))
    expect(deep.raw, `/${lang}/blog/page/${LAST_PAGE - 1}`).toBeLessThan((before[`/${lang}/blog`]?.raw ?? 0) * 1.1)
  }
  console.log(testInfo.annotations.map((a) => a.description).join('\n'))
})

test('the last list page shows the oldest post, which answers in both languages', async ({ page, request }) => {
  for (const lang of LANGS) {
    await htmlOnceKnown(request, `/${lang}/blog/page/${LAST_PAGE}`)
    await page.goto(`/${lang}/blog/page/${LAST_PAGE}`)
    const titles = page.getByTestId('post-list').getByRole('article').getByRole('heading')
    await expect(titles.last()).toHaveText(OLDEST[lang])
    await htmlOnceKnown(request, `/${lang}/blog/${archivePost(1).slug}`)
    expect((await request.get(`/${lang}/blog/page/${LAST_PAGE + 1}`)).status()).toBe(404)
  }
})

/** The pagination bar's page links, as their accessible names, and its gaps. */
async function bar(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Pagination' })
  return { pages: await nav.getByRole('link', { name: /^Page \d+$/ }).allTextContents(), gaps: await nav.getByText('…').count() }
}

test('pagination is windowed in both languages: first, last and neighbours, with gaps', async ({ page, request }) => {
  for (const lang of LANGS) {
    await htmlOnceKnown(request, `/${lang}/blog/page/250`)
    await page.goto(`/${lang}/blog/page/250`)
    expect(await bar(page)).toEqual({ pages: ['1', '249', '250', '251', String(LAST_PAGE)], gaps: 2 })
    const nav = page.getByRole('navigation', { name: 'Pagination' })
    await expect(nav.getByRole('link', { name: lang === 'en' ? 'Previous page' : 'Page précédente' })).toHaveAttribute('href', `/${lang}/blog/page/249`)
    await expect(nav.getByRole('link', { name: lang === 'en' ? 'Next page' : 'Page suivante' })).toHaveAttribute('href', `/${lang}/blog/page/251`)
    await page.goto(`/${lang}/blog`)
    expect(await bar(page)).toEqual({ pages: ['1', '2', String(LAST_PAGE)], gaps: 1 })
  }
})

test('a tag holding 1,500 posts paginates, down to its oldest post', async ({ page, request }) => {
  for (const lang of LANGS) {
    // A tag new to the proxy's list of tags answers 404 until that list is refreshed.
    await htmlOnceKnown(request, `/${lang}/blog/tag/archive`)
    await page.goto(`/${lang}/blog/tag/archive`)
    expect(await bar(page)).toEqual({ pages: ['1', '2', '150'], gaps: 1 })
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 150' }).click()
    await expect(page).toHaveURL(`/${lang}/blog/tag/archive/page/150`)
    const titles = page.getByTestId('post-list').getByRole('article').getByRole('heading')
    await expect(titles).toHaveCount(10)
    await expect(titles.last()).toHaveText(OLDEST[lang])
  }
})

test('search finds the oldest post by a word of its title, on a phone-throttled browser', async ({ page, request }, testInfo) => {
  // The index is refreshed like the pages: the first request after the webhook may get the
  // previous one while the new one is built.
  for (const lang of LANGS) await htmlOnceItHolds(request, `/api/blog/search-index/${lang}`, 'Zeppelin')
  // Lighthouse's mobile profile: 4× CPU slowdown, slow 4G (150 ms, 1.6 Mbit/s down).
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 })
  try {
    for (const lang of LANGS) {
      await page.goto(`/${lang}/blog`)
      await expect(page.getByTestId('post-explorer')).toHaveAttribute('data-hydrated', 'true')
      const index = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/blog/search-index/${lang}`)
      const started = Date.now()
      await page.getByRole('searchbox', { name: lang === 'en' ? 'Search articles' : 'Rechercher des articles' }).fill('zeppelin')
      const results = page.getByTestId('search-results').getByRole('article').getByRole('heading')
      await expect(results).toHaveText([OLDEST[lang]], { timeout: 20_000 })
      const elapsed = Date.now() - started
      const response = await index
      const { responseBodySize } = await response.request().sizes()
      const body = await response.body()
      testInfo.annotations.push({
        type: 'search',
        description: `${lang}: index ${kib(body.length)} raw, ${kib(responseBodySize)} transferred (${response.headers()['content-encoding'] ?? 'identity'}), results after ${elapsed} ms`,
      })
    }
  } finally {
    await cdp.detach()
  }
  console.log(testInfo.annotations.map((a) => a.description).join('\n'))
})
