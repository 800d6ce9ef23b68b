import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { createClient } from 'redis'
import {
  APP_ORIGIN,
  COLD_PORTS,
  HOSTILE_PORTS,
  PREVIEW_SECRET,
  PREVIEW_TOKEN,
  REVALIDATE_SECRET,
  WEBHOOK_SIGNING_SECRET,
} from './support/ports'
import { answers, isListening, Processes, waitFor } from './support/servers'
import { control, standInRequests } from './support/stand-in'
import { entryBody, signedHeaders } from './support/webhook'

/**
 * Hostile traffic costs nothing (docs/site.md, "Hostile traffic"): made-up addresses, foreign images,
 * replayed webhooks, old draft URLs and spoofed X-Forwarded-For. Besides the suite's server, a
 * server of the same build with its own Redis (Debian's redis-server on 127.0.0.1) that trusts no
 * proxy, as a site reached directly would be. Runs last (playwright.config.ts), so no other test
 * writes to .next while it measures.
 */
test.describe.configure({ mode: 'serial' })

const ORIGIN = `http://127.0.0.1:${HOSTILE_PORTS.app}`
const REDIS_URL = `redis://127.0.0.1:${HOSTILE_PORTS.redis}`
const RUN = Date.now().toString(36)
const processes = new Processes()
let redis: ReturnType<typeof createClient>

/** Bytes of every file under a folder. */
async function folderBytes(folder: string): Promise<number> {
  let total = 0
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name)).catch(() => ({ size: 0 }))).size
  }
  return total
}

test.beforeAll(async () => {
  test.setTimeout(120_000)
  await control({ reset: true })
  processes.redis(HOSTILE_PORTS.redis)
  await waitFor(() => isListening(HOSTILE_PORTS.redis), 'redis-server', 60_000, () => processes.text())
  redis = createClient({ url: REDIS_URL })
  await redis.connect()
  // The suite's settings (playwright.config.ts) with REDIS_URL, no SMTP and no TRUSTED_PROXIES.
  processes.site(HOSTILE_PORTS.app, {
    CONTENTFUL_PREVIEW_ACCESS_TOKEN: PREVIEW_TOKEN,
    CONTENTFUL_PREVIEW_SECRET: PREVIEW_SECRET,
    CONTENTFUL_WEBHOOK_SIGNING_SECRET: WEBHOOK_SIGNING_SECRET,
    REDIS_URL,
  })
  await waitFor(() => answers(`${ORIGIN}/en`), ORIGIN, 60_000, () => processes.text())
})

test.afterAll(async () => {
  await redis?.quit().catch(() => {})
  processes.stopAll()
})

/** Until what the server stores (bytes under .next, Redis keys) is the same twice, 500 ms apart. */
async function settled() {
  let last = ''
  await expect
    .poll(async () => {
      const now = `${await folderBytes('.next')} ${await redis.dbSize()}`
      const same = now === last
      last = now
      return same
    }, { timeout: 20_000, intervals: [500] })
    .toBe(true)
}

test('300 made-up post, tag and category addresses redirect or answer 404, ask Contentful nothing and store nothing', async () => {
  test.setTimeout(90_000)
  const kinds = [
    { prefix: '', status: 307 },
    { prefix: 'tag/', status: 404 },
    { prefix: 'category/', status: 404 },
  ] as const
  const marker = `made-up-${RUN}`
  const addresses = Array.from({ length: 300 }, (_, i) => {
    const lang = i % 2 ? 'fr' : 'en'
    const kind = kinds[i % 3] ?? kinds[0]
    return { path: `/${lang}/blog/${kind.prefix}${marker}-${i}`, lang, status: kind.status }
  })
  // Warm up: the proxy reads each list once (cached, tagged data a real visitor would load too).
  for (const lang of ['en', 'fr']) for (const kind of kinds) await fetch(`${ORIGIN}/${lang}/blog/${kind.prefix}warm-up-${RUN}`, { redirect: 'manual' })
  await settled()

  const since = Date.now()
  const bytesBefore = await folderBytes('.next')
  const keysBefore = await redis.dbSize()
  for (let i = 0; i < addresses.length; i += 10) {
    await Promise.all(
      addresses.slice(i, i + 10).map(async ({ path, lang, status }) => {
        const response = await fetch(`${ORIGIN}${path}`, { redirect: 'manual' })
        await response.arrayBuffer()
        expect(response.status, path).toBe(status)
        if (status === 307) expect(new URL(response.headers.get('location') ?? '', ORIGIN).pathname).toBe(`/${lang}/blog`)
      }),
    )
  }
  // Writes made after the answers (a cache entry stored in the background) count too.
  await settled()
  const grown = (await folderBytes('.next')) - bytesBefore
  const newKeys = (await redis.dbSize()) - keysBefore
  const asked = await standInRequests(since)
  console.log(`300 made-up addresses: .next grew ${grown} bytes, Redis ${newKeys} keys, the stand-in got ${asked.length} Delivery API requests`)
  expect(asked.filter((request) => JSON.stringify(request.query).includes(marker))).toEqual([])
  expect(grown).toBeLessThan(2 * 1024 * 1024)
  expect(newKeys).toBeLessThan(30)
})

/** Every file under a folder with its size: what a test compares before and after. */
async function folderFiles(folder: string): Promise<Map<string, number>> {
  const files = new Map<string, number>()
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    files.set(path, (await stat(path).catch(() => ({ size: -1 }))).size)
  }
  return files
}

test('a server started during a Contentful outage with an empty Redis answers 60 made-up addresses from the build’s lists and stores nothing', async () => {
  test.setTimeout(150_000)
  const cold = new Processes()
  const origin = `http://127.0.0.1:${COLD_PORTS.app}`
  const coldRedisUrl = `redis://127.0.0.1:${COLD_PORTS.redis}`
  await control({ mode: '500' })
  try {
    cold.redis(COLD_PORTS.redis)
    await waitFor(() => isListening(COLD_PORTS.redis), 'redis-server', 60_000, () => cold.text())
    const coldRedis = createClient({ url: coldRedisUrl })
    await coldRedis.connect()
    try {
      // A new release finds its shared store empty, and Contentful answers 500.
      cold.site(COLD_PORTS.app, { REDIS_URL: coldRedisUrl })
      await waitFor(() => answers(`${origin}/en`), origin, 90_000, () => cold.text())
      const filesBefore = await folderFiles('.next')
      const keysBefore = await coldRedis.keys('*')
      const kinds = [{ prefix: '', status: 307 }, { prefix: 'tag/', status: 404 }, { prefix: 'category/', status: 404 }] as const
      const statuses: number[] = []
      for (let i = 0; i < 60; i += 1) {
        const lang = i % 2 ? 'fr' : 'en'
        const kind = kinds[i % 3] ?? kinds[0]
        const response = await fetch(`${origin}/${lang}/blog/${kind.prefix}cold-made-up-${RUN}-${i}`, { redirect: 'manual' })
        await response.arrayBuffer()
        statuses.push(response.status)
        expect(response.status, `${kind.prefix}${i}`).toBe(kind.status)
      }
      const filesAfter = await folderFiles('.next')
      const added = [...filesAfter.keys()].filter((file) => !filesBefore.has(file))
      const newKeys = (await coldRedis.keys('*')).filter((key) => !keysBefore.includes(key))
      console.log(`60 made-up addresses on a cold server during an outage: ${added.length} new files, ${newKeys.length} new Redis keys`)
      expect(added).toEqual([])
      expect(newKeys).toEqual([])
      // A published post is still known: the build's lists answered, not a blanket redirect.
      expect((await fetch(`${origin}/en/blog/rich-text-showcase`, { redirect: 'manual' })).status).not.toBe(307)
    } finally {
      await coldRedis.quit().catch(() => {})
    }
  } finally {
    cold.stopAll()
    await control({ mode: 'ok' })
  }
})

test('a post added to Contentful and announced by the webhook is served at its address within 5 s', async ({ request }) => {
  const post = { id: `postNew${RUN}`, slug: `published-a-moment-ago-${RUN}` }
  // Unknown yet: the list it goes to.
  expect((await request.get(`${APP_ORIGIN}/fr/blog/${post.slug}`, { maxRedirects: 0 })).status()).toBe(307)
  await control({ addPost: post })
  try {
    const announced = Date.now()
    const webhook = await request.post(`${APP_ORIGIN}/api/revalidate`, {
      headers: { 'x-revalidate-secret': REVALIDATE_SECRET, 'x-contentful-topic': 'ContentManagement.Entry.publish' },
      data: entryBody(post.id, 'blogPost', post.slug),
    })
    expect(webhook.status()).toBe(200)
    await expect
      .poll(async () => (await request.get(`${APP_ORIGIN}/fr/blog/${post.slug}`, { maxRedirects: 0 })).status(), { timeout: 5_000, intervals: [250] })
      .toBe(200)
    expect(Date.now() - announced).toBeLessThan(5_000)
  } finally {
    await control({ unpublish: post.id })
  }
})

test('the image optimizer refuses other spaces, hosts and queries at once, and serves our own images', async ({ request, page }) => {
  const foreign = [
    'https://images.ctfassets.net/someoneelse/abc/def/photo.jpg',
    'https://assets.ctfassets.net/someoneelse/abc/def/file.png',
    'https://images.ctfassets.net/e2espace/abc/def/photo.jpg?w=4000&fm=png',
    'https://example.com/e2espace/abc/def/photo.jpg',
    'http://images.ctfassets.net/e2espace/abc/def/photo.jpg',
  ]
  for (const url of foreign) {
    const started = Date.now()
    const response = await request.get(`${APP_ORIGIN}/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`)
    expect(response.status(), url).toBe(400)
    // At once: no attempt to fetch it (this machine has no way out, a fetch would wait its timeout).
    expect(Date.now() - started, url).toBeLessThan(3_000)
  }
  const local = await request.get(`${APP_ORIGIN}/_next/image?url=${encodeURIComponent('/portfolio/atelier-lumen.webp')}&w=640&q=75`)
  expect(local.status()).toBe(200)
  expect(local.headers()['content-type']).toMatch(/^image\//)
  // A post's featured image comes from our space.
  await page.goto(`${APP_ORIGIN}/en/blog/headless-cms-explained`)
  await expect(page.locator('article img').first()).toHaveAttribute('src', /\/e2espace\//)
})

test('draft mode opens with its own secret only, and no log line holds the secret or the token', async ({ request }) => {
  const old = await request.get(`${ORIGIN}/api/draft?secret=${PREVIEW_TOKEN}&slug=rich-text-showcase&lang=en`, { maxRedirects: 0 })
  expect(old.status()).toBe(401)
  const draft = await request.get(`${ORIGIN}/api/draft?secret=${PREVIEW_SECRET}&slug=rich-text-showcase&lang=en`, { maxRedirects: 0 })
  expect(draft.status()).toBe(307)
  expect(draft.headers()['location']).toContain('/en/blog/rich-text-showcase')
  expect(draft.headers()['set-cookie']).toContain('__prerender_bypass=')
  // A malformed one too, in case it reaches an error path that logs.
  await request.get(`${ORIGIN}/api/draft?secret=${PREVIEW_SECRET}&slug=%ff&lang=%ff`, { maxRedirects: 0 })
  // Kept on the clock, on purpose: what is checked is that no line appears, and a line an error
  // path writes after the answer has no signal of its own; the server's output is read for 0.5 s
  // more before concluding.
  await new Promise((resolve) => setTimeout(resolve, 500))
  const log = processes.text()
  expect(log).not.toContain(PREVIEW_SECRET)
  expect(log).not.toContain(PREVIEW_TOKEN)
})

test('a draft only the Preview API has is shown in draft mode, and its address redirects for visitors', async ({ browser }) => {
  const draft = { id: `postDraft${RUN}`, slug: `still-a-draft-${RUN}`, draft: true }
  await control({ addPost: draft })
  const context = await browser.newContext()
  try {
    const visitor = await context.request.get(`${APP_ORIGIN}/en/blog/${draft.slug}`, { maxRedirects: 0 })
    expect(visitor.status()).toBe(307)
    const page = await context.newPage()
    await page.goto(`${APP_ORIGIN}/api/draft?secret=${PREVIEW_SECRET}&slug=${draft.slug}&lang=en`)
    await expect(page).toHaveURL(`${APP_ORIGIN}/en/blog/${draft.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Only a title and a date')
  } finally {
    await context.close()
    await control({ unpublish: draft.id })
  }
})

test('a signed webhook request is accepted once: sent again it answers 401 and refreshes nothing', async ({ request }) => {
  // An image nobody shows: the webhook asks Contentful which posts link to it, a request the
  // stand-in sees each time the webhook refreshes.
  const asset = `replayAsset${RUN}`
  const body = JSON.stringify({ sys: { id: asset, type: 'Asset' } })
  const headers = signedHeaders(body, { topic: 'ContentManagement.Asset.publish' })
  const asks = async (since: number) => (await standInRequests(since)).filter((r) => r.query.links_to_asset === asset).length

  const first = Date.now()
  expect((await request.post(`${ORIGIN}/api/revalidate`, { headers, data: body })).status()).toBe(200)
  expect(await asks(first)).toBeGreaterThan(0)
  expect(await redis.keys('webhook-signature:*')).toHaveLength(1)

  const second = Date.now()
  const replay = await request.post(`${ORIGIN}/api/revalidate`, { headers, data: body })
  expect(replay.status()).toBe(401)
  expect(await asks(second)).toBe(0)
})

test('spoofed X-Forwarded-For values from one address share one contact rate limit', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    const results: string[] = []
    for (let i = 1; i <= 6; i += 1) {
      // A different made-up address each time, as a script would write.
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${i}, 198.51.100.${i}` })
      await page.goto(`${ORIGIN}/en/contact`)
      const form = page.locator('#contact')
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`Visitor ${i}`)
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill('spoof@example.com')
      await form.getByRole('textbox', { name: 'Message', exact: true }).fill(`Message ${i} from a changing address.`)
      await form.getByRole('button', { name: 'Send Message' }).click()
      await page.waitForLoadState('load')
      results.push((await form.getByRole('alert').count()) ? 'refused' : 'sent')
    }
    expect(results).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'refused'])
    await expect(page.locator('#contact').getByRole('alert')).toContainText('You have sent several messages in a short time.')
  } finally {
    await context.close()
  }
})
