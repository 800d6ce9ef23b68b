import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { rmSync } from 'node:fs'
import { expect, request as playwrightRequest, test } from '@playwright/test'
import { archivePost } from './support/fixtures/archive.mjs'
import { ARCHIVE_PORTS, REVALIDATE_SECRET } from './support/ports'
import { copyAsRelease } from './support/second-release'
import { headLinks, sitemapXml } from './support/sitemap'
import { answers, isListening, Processes, waitFor } from './support/servers'
import { entryBody } from './support/webhook'

/**
 * The blog as years of editing make it (docs/blog-scale.md): a generated archive of
 * 5,000 posts, some English only, some French only, a tag without a French name, served by a stand-in
 * of its own that allows only RATE_LIMIT requests a second (so the servers meet its 429s), read
 * by two servers of a copy of the build (its own cache, so the suite's pages are not touched)
 * sharing one Redis. A cold server is measured rather than a second build: a build here takes
 * minutes, and both read Contentful through the same paced source (lib/contentful/pace.ts).
 */
test.describe.configure({ mode: 'serial' })

const POSTS = 5_000
const UNTRANSLATED = 2
const FRENCH_ONLY = 2
/** Well under the servers' own pace (10 a second each), so both meet 429s. */
const RATE_LIMIT = 5
const SPACE = 'archivespace'
const STAND_IN = `http://127.0.0.1:${ARCHIVE_PORTS.contentful}`
const FIRST = `http://127.0.0.1:${ARCHIVE_PORTS.first}`
const SECOND = `http://127.0.0.1:${ARCHIVE_PORTS.second}`
const REDIS_URL = `redis://127.0.0.1:${ARCHIVE_PORTS.redis}`

const processes = new Processes()
let distDir = ''
let startedAt = 0
let firstServer: ChildProcess | undefined

const englishOnly = archivePost(POSTS)
const frenchOnly = archivePost(POSTS - UNTRANSLATED)
const oldest = archivePost(1)

function startSite(port: number, name: string) {
  return processes.site(port, {
    NEXT_DIST_DIR: distDir,
    REDIS_URL,
    CONTENTFUL_SPACE_ID: SPACE,
    CONTENTFUL_HOST: `127.0.0.1:${ARCHIVE_PORTS.contentful}`,
  }, name)
}

async function status(url: string): Promise<{ status: number; location: string }> {
  const response = await fetch(url, { redirect: 'manual' })
  await response.arrayBuffer()
  return { status: response.status, location: new URL(response.headers.get('location') ?? '/', url).pathname }
}

test.beforeAll(async () => {
  test.setTimeout(240_000)
  startedAt = Date.now()
  processes.start('node', ['e2e/support/contentful-stand-in.mjs'], {
    STAND_IN_PORT: String(ARCHIVE_PORTS.contentful),
    STAND_IN_SPACE: SPACE,
    STAND_IN_RATE_LIMIT: String(RATE_LIMIT),
    STAND_IN_ARCHIVE: JSON.stringify({ posts: POSTS, untranslated: UNTRANSLATED, frenchOnly: FRENCH_ONLY, untranslatedTag: true }),
  }, 'archive-stand-in')
  processes.redis(ARCHIVE_PORTS.redis)
  await waitFor(() => answers(`${STAND_IN}/__health`), 'the archive stand-in', 60_000, () => processes.text())
  await waitFor(() => isListening(ARCHIVE_PORTS.redis), 'redis-server', 60_000, () => processes.text())
  ;({ distDir } = copyAsRelease('archive-release'))
  firstServer = startSite(ARCHIVE_PORTS.first, 'archive-first')
  await waitFor(() => answers(`${FIRST}/en`), FIRST, 120_000, () => processes.text())
  // The server reads the lists at start (the build's copy is another space's): then the oldest
  // post is an address it knows.
  await waitFor(async () => (await status(`${FIRST}/en/blog/${oldest.slug}`)).status === 200, 'the lists of the archive', 120_000, () => processes.text())
})

test.afterAll(() => {
  processes.stopAll()
  // The copy of the build is 170 MB; the suite's later projects do not need it.
  if (distDir) rmSync(distDir, { recursive: true, force: true })
})

test('the oldest of 5,000 posts answers 200 in both languages', async () => {
  for (const lang of ['en', 'fr']) {
    const response = await fetch(`${FIRST}/${lang}/blog/${oldest.slug}`, { redirect: 'manual' })
    expect(response.status, lang).toBe(200)
    expect(await response.text()).toContain(lang === 'en' ? oldest.title.en : oldest.title.fr)
  }
})

test('the sitemap is an index whose files name every post in each language it exists in', async () => {
  test.setTimeout(180_000)
  const site = await playwrightRequest.newContext({ baseURL: FIRST })
  // The build's sitemap described its own 14 posts: an unreadable webhook body refreshes every blog page.
  const webhook = await site.post('/api/revalidate', { headers: { 'x-revalidate-secret': REVALIDATE_SECRET }, data: 'not json' })
  expect(webhook.status()).toBe(200)
  let xml = ''
  await expect
    .poll(async () => {
      xml = await sitemapXml(site)
      return (xml.match(/archive-post-\d+<\/loc>/g) ?? []).length
    }, { timeout: 150_000, intervals: [2_000] })
    .toBe(2 * (POSTS - UNTRANSLATED - FRENCH_ONLY) + UNTRANSLATED + FRENCH_ONLY)
  for (let n = 1; n <= POSTS; n += 499) {
    for (const lang of ['en', 'fr']) expect(xml, `post ${n} in ${lang}`).toContain(`/${lang}/blog/${archivePost(n).slug}</loc>`)
  }
  expect(xml).toContain(`/en/blog/${englishOnly.slug}</loc>`)
  expect(xml).not.toContain(`/fr/blog/${englishOnly.slug}</loc>`)
  expect(xml).toContain(`/fr/blog/${frenchOnly.slug}</loc>`)
  expect(xml).not.toContain(`/en/blog/${frenchOnly.slug}</loc>`)
  expect(xml).toContain('/en/blog/tag/english-only</loc>')
  expect(xml).not.toContain('/fr/blog/tag/english-only</loc>')
  await site.dispose()
})

test('an untranslated post or tag is in its own language only, and its other address redirects there', async () => {
  expect(await status(`${FIRST}/fr/blog/${englishOnly.slug}`)).toEqual({ status: 307, location: `/en/blog/${englishOnly.slug}` })
  expect(await status(`${FIRST}/en/blog/${frenchOnly.slug}`)).toEqual({ status: 307, location: `/fr/blog/${frenchOnly.slug}` })
  expect(await status(`${FIRST}/fr/blog/tag/english-only`)).toEqual({ status: 307, location: '/en/blog/tag/english-only' })
  for (const [lang, post, other] of [['en', englishOnly, 'fr'], ['fr', frenchOnly, 'en']] as const) {
    const response = await fetch(`${FIRST}/${lang}/blog/${post.slug}`)
    expect(response.status).toBe(200)
    const { canonical, alternates } = headLinks(await response.text())
    expect(canonical).toEqual([`https://www.example.test/${lang}/blog/${post.slug}`])
    expect(alternates[other], `no ${other} alternate`).toBeUndefined()
    expect(alternates[lang]).toEqual([`https://www.example.test/${lang}/blog/${post.slug}`])
  }
  // The feeds carry each post in its own language only.
  await expect.poll(async () => (await (await fetch(`${FIRST}/en/blog/rss.xml`)).text()).includes(englishOnly.slug), { timeout: 90_000, intervals: [2_000] }).toBe(true)
  expect(await (await fetch(`${FIRST}/fr/blog/rss.xml`)).text()).not.toContain(englishOnly.slug)
})

test('a renamed slug announced by the webhook answers 308 in both languages, on a second server and after a restart', async () => {
  test.setTimeout(240_000)
  const post = archivePost(4_000)
  const renamed = `renamed-${post.slug}`
  const control = await fetch(`${STAND_IN}/__control`, { method: 'POST', body: JSON.stringify({ rename: { id: post.id, slug: renamed } }) })
  expect(control.status).toBe(200)
  const webhook = await fetch(`${FIRST}/api/revalidate`, {
    method: 'POST',
    headers: { 'x-revalidate-secret': REVALIDATE_SECRET, 'x-contentful-topic': 'ContentManagement.Entry.publish' },
    body: entryBody(post.id, 'blogPost', renamed),
  })
  expect(webhook.status).toBe(200)
  const moved = async (origin: string) => {
    for (const lang of ['en', 'fr']) {
      await expect.poll(() => status(`${origin}/${lang}/blog/${post.slug}`), { timeout: 30_000, intervals: [500] }).toEqual({ status: 308, location: `/${lang}/blog/${renamed}` })
      expect((await status(`${origin}/${lang}/blog/${renamed}`)).status).toBe(200)
    }
  }
  await moved(FIRST)
  startSite(ARCHIVE_PORTS.second, 'archive-second')
  await waitFor(() => answers(`${SECOND}/en`), SECOND, 120_000, () => processes.text())
  await moved(SECOND)
  // A restart of the first: it reads the lists (and their history) back from Redis.
  const exited = firstServer && once(firstServer, 'exit')
  firstServer?.kill('SIGKILL')
  await exited
  await waitFor(async () => !(await isListening(ARCHIVE_PORTS.first)), 'the first server to stop', 30_000)
  firstServer = startSite(ARCHIVE_PORTS.first, 'archive-first-again')
  await waitFor(() => answers(`${FIRST}/en`), FIRST, 120_000, () => processes.text())
  await moved(FIRST)
})

test('no second held more requests than the API allows, and its 429s failed nothing', async () => {
  const peak = (await (await fetch(`${STAND_IN}/__peak?since=${startedAt}`)).json()) as { arrived: number; served: number; refused: number; limit: number }
  console.log(`archive stand-in: busiest second ${peak.arrived} requests arrived, ${peak.served} served (limit ${peak.limit}), ${peak.refused} refused with 429`)
  expect(peak.served).toBeLessThanOrEqual(RATE_LIMIT)
  // The servers pace themselves (10 a second each): however many 429s, no burst.
  expect(peak.arrived).toBeLessThanOrEqual(3 * 10 + RATE_LIMIT)
  // The pages above answered although some requests met a 429 and were sent again.
  expect(peak.refused).toBeGreaterThan(0)
})
