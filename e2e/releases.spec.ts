import { rmSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { createClient } from 'redis'
import { RELEASE_PORTS, REVALIDATE_SECRET } from './support/ports'
import { copyAsRelease } from './support/second-release'
import { answers, isListening, Processes, waitFor } from './support/servers'
import { control } from './support/stand-in'

/**
 * A new release started beside the old one, both on one Redis (docs/deploy.md, "Releases side by side"): the
 * old release re-renders a blog page into Redis, and the new one must never serve it (its HTML
 * names the old release's assets), nor any page of the old release.
 */
test.describe.configure({ mode: 'serial' })

const OLD = `http://127.0.0.1:${RELEASE_PORTS.old}`
const NEW = `http://127.0.0.1:${RELEASE_PORTS.new}`
const REDIS_URL = `redis://127.0.0.1:${RELEASE_PORTS.redis}`
const processes = new Processes()
let release: ReturnType<typeof copyAsRelease>

test.beforeAll(async () => {
  test.setTimeout(180_000)
  await control({ reset: true })
  release = copyAsRelease('release-b')
  processes.redis(RELEASE_PORTS.redis)
  await waitFor(() => isListening(RELEASE_PORTS.redis), 'redis-server')
  processes.site(RELEASE_PORTS.old, { REDIS_URL }, 'old')
  // A release's id is given to its servers, as docs/deploy.md asks of a deployment.
  processes.site(RELEASE_PORTS.new, { REDIS_URL, NEXT_DIST_DIR: release.distDir, DEPLOYMENT_VERSION: release.newId }, 'new')
  for (const origin of [OLD, NEW]) await waitFor(() => answers(`${origin}/en`), `${origin}/en`, 90_000, () => processes.text())
})

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('server logs', { body: processes.text().slice(-20_000) })
})

test.afterAll(() => {
  processes.stopAll()
  rmSync(release?.distDir ?? '.next/release-b', { recursive: true, force: true })
})

const PAGES = ['/en/blog', '/fr/blog', '/en', '/fr/services/referencement-naturel', '/en/blog/headless-cms-explained', '/en/blog/tag/cms']

test('after the old release re-rendered blog pages into Redis, every page the new release serves carries its own deployment id', async ({ request }) => {
  test.setTimeout(90_000)
  expect(release.newId).not.toBe(release.oldId)
  const redis = createClient({ url: REDIS_URL })
  await redis.connect()
  try {
    // A body the webhook cannot read refreshes every blog page; the old release's next visits
    // re-render them and store them in Redis.
    // (Again on each try: a write skipped while a busy server's Redis calls missed their deadline
    // leaves its fresh copy on its own disk only, and nothing would re-render it.)
    const refreshAll = async (origin: string) =>
      expect((await request.post(`${origin}/api/revalidate`, { headers: { 'x-revalidate-secret': REVALIDATE_SECRET }, data: 'not json' })).status()).toBe(200)
    /** Keys of blog pages in Redis whose stored page names the given release's id. */
    const blogPagesOf = async (id: string) => {
      const keys = (await redis.keys('*')).filter((key) => key.includes('/en/blog'))
      const values = await Promise.all(keys.map(async (key) => [key, (await redis.type(key)) === 'string' ? await redis.get(key) : ''] as const))
      return values.filter(([, value]) => value?.includes(id)).map(([key]) => key)
    }
    /** Refreshes the blog on one release and loads its pages until Redis holds some of them. */
    const rendersIntoRedis = (origin: string, id: string) =>
      expect
        .poll(async () => {
          await refreshAll(origin)
          for (const path of PAGES) await request.get(`${origin}${path}`)
          return (await blogPagesOf(id)).length
        }, { timeout: 30_000, intervals: [1_000] })
        .toBeGreaterThan(0)
    await rendersIntoRedis(OLD, release.oldId)
    // The old release's keys expire on their own.
    const [someKey] = await blogPagesOf(release.oldId)
    const ttl = await redis.ttl(someKey ?? '')
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(2 * 24 * 3600)

    for (let pass = 0; pass < 2; pass += 1) {
      for (const path of PAGES) {
        const response = await request.get(`${NEW}${path}`)
        const html = await response.text()
        expect(response.status(), path).toBe(200)
        // (Booleans: a failure prints the page's 100 kB otherwise.)
        expect(html.includes(`data-dpl-id="${release.newId}"`), `${path} is the new release's`).toBe(true)
        expect(html.includes(release.oldId), `${path} names the old release`).toBe(false)
      }
    }
    // And the other way round: the new release re-renders into Redis under its own prefix, and
    // the old one, still serving, keeps its own pages.
    await rendersIntoRedis(NEW, release.newId)
    for (const path of PAGES) {
      const html = await (await request.get(`${OLD}${path}`)).text()
      expect(html.includes(`data-dpl-id="${release.oldId}"`), `${path} is the old release's`).toBe(true)
      expect(html.includes(release.newId), `${path} names the new release`).toBe(false)
    }
  } finally {
    await redis.close()
  }
})

test('a tab opened on the old release that navigates on the new one is told to load the page in full', async ({ request }) => {
  // A client navigation (an RSC request) carries the deployment id of the page it was opened
  // on; the answer names the server's, and Next's router reloads the page when they differ.
  const navigation = await request.get(`${NEW}/en/pricing`, { headers: { rsc: '1', 'x-deployment-id': release.oldId } })
  expect(navigation.headers()['x-nextjs-deployment-id']).toBe(release.newId)
  const html = await (await request.get(`${OLD}/en/pricing`)).text()
  expect(html.includes(`data-dpl-id="${release.oldId}"`)).toBe(true)
  // Its assets are the old release's: its scripts carry its id (it links no stylesheet: the
  // critical rules are inlined, and the whole stylesheet is asked for by one of these scripts).
  expect(new RegExp(`\\.js\\?dpl=${release.oldId}`).test(html)).toBe(true)
})
