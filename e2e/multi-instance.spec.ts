import type { ChildProcess } from 'node:child_process'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { fresh } from './support/fresh'
import { APP_ORIGIN, MULTI_PORTS, REVALIDATE_SECRET } from './support/ports'
import { answers, holdsWithin, isListening, Processes, waitFor } from './support/servers'
import { control, standInRequests } from './support/stand-in'
import { entryBody, firstHeading, median } from './support/webhook'

/**
 * Two `npm start` servers of the build the suite tested, sharing one Redis (Debian's
 * redis-server, started here on 127.0.0.1), as behind a load balancer (docs/deploy.md).
 */
test.describe.configure({ mode: 'serial' })

const FIRST = `http://127.0.0.1:${MULTI_PORTS.first}`
const SECOND = `http://127.0.0.1:${MULTI_PORTS.second}`
const processes = new Processes()
/** Everything the servers and Redis printed (an index into it marks a moment). */
const serverLogs = processes.logs
let redis: ChildProcess | undefined

test.beforeAll(async () => {
  test.setTimeout(120_000)
  await control({ reset: true })
  redis = processes.redis(MULTI_PORTS.redis)
  await waitFor(() => isListening(MULTI_PORTS.redis), 'redis-server', 60_000, () => processes.text())
  for (const port of [MULTI_PORTS.first, MULTI_PORTS.second]) {
    processes.site(port, { REDIS_URL: `redis://127.0.0.1:${MULTI_PORTS.redis}` })
  }
  for (const origin of [FIRST, SECOND]) {
    await waitFor(() => answers(`${origin}/en`), origin, 60_000, () => processes.text())
    // A first webhook loads the route and fills the post list; an asset nobody shows
    // refreshes no page, so the timings below measure a warm server.
    const warmUp = await fetch(`${origin}/api/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': REVALIDATE_SECRET },
      body: JSON.stringify({ sys: { id: 'warmUp', type: 'Asset' } }),
    })
    expect(warmUp.status).toBe(200)
  }
})

test.afterEach(async ({}, testInfo) => {
  // What the two servers said, when a test fails.
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('server logs', { body: serverLogs.join('').slice(-20_000) })
})

test.afterAll(async () => {
  // SIGKILL: a SIGTERM'd server keeps serving 5 s (scripts/server/lifecycle.mjs), and the next
  // run of this file would meet it on its port. Graceful stops are e2e/rolling-restart.spec.ts's.
  processes.stopAll()
  await control({ reset: true })
})

const webhook = (request: APIRequestContext, origin: string, body: string, topic = 'ContentManagement.Entry.publish') =>
  request.post(`${origin}/api/revalidate`, {
    headers: { 'x-revalidate-secret': REVALIDATE_SECRET, 'x-contentful-topic': topic },
    data: body,
  })
const heading = async (request: APIRequestContext, url: string) => firstHeading(await (await request.get(url)).text())

test.describe('two servers behind a load balancer', () => {
  test('a webhook reaching the first server shows the edit on the second within 5 s', async ({ request }) => {
    test.setTimeout(90_000)
    const post = { id: 'post10', slug: 'measuring-organic-traffic' }
    const url = `${SECOND}/en/blog/${post.slug}`
    const seconds: number[] = []
    // The second server has the page cached and fresh; each round below leaves it fresh again.
    await fresh(request, url)
    for (let round = 0; round < 5; round += 1) {
      const before = await heading(request, url)
      const title = `Organic traffic, edit ${round} ${Date.now()}`
      await control({ editTitle: { id: post.id, locale: 'en-US', title } })
      expect(await heading(request, url)).toBe(before)
      const start = Date.now()
      expect((await webhook(request, FIRST, entryBody(post.id, 'blogPost', post.slug))).status()).toBe(200)
      await expect.poll(() => heading(request, url), { timeout: 5_000, intervals: [200] }).toBe(title)
      seconds.push((Date.now() - start) / 1000)
    }
    console.log(`webhook → edit visible, across two servers: median ${median(seconds).toFixed(2)} s of ${seconds.map((s) => s.toFixed(2)).join(', ')}`)
  })

  test('an unpublished or deleted post redirects to the list and leaves the list and its tag page within 5 s', async ({ request }) => {
    test.setTimeout(60_000)
    // Both are on the list's first page and carry the tag "search".
    const cases = [
      { id: 'post04', slug: 'writing-meta-descriptions-that-convert', title: 'Writing meta descriptions that convert', topic: 'ContentManagement.Entry.unpublish' },
      { id: 'post08', slug: 'logo-refresh-or-rebrand', title: 'Logo refresh or rebrand?', topic: 'ContentManagement.Entry.delete' },
    ]
    for (const { id, slug, title, topic } of cases) {
      // Both servers have the page fresh: a first visit to a copy older than its lifetime
      // re-renders it in the background, and a render still in flight when the post goes
      // would store the post again, newer than the webhook (for the page's next 60 s).
      for (const origin of [FIRST, SECOND]) await fresh(request, `${origin}/en/blog/${slug}`)
      await control({ unpublish: id })
      const start = Date.now()
      expect((await webhook(request, FIRST, entryBody(id, 'blogPost'), topic)).status()).toBe(200)
      for (const lang of ['en', 'fr']) {
        await expect
          .poll(async () => (await request.get(`${SECOND}/${lang}/blog/${slug}`, { maxRedirects: 0 })).headers().location ?? '', { timeout: 5_000, intervals: [100] })
          .toMatch(new RegExp(`/${lang}/blog$`))
      }
      await expect.poll(async () => (await request.get(`${SECOND}/en/blog`)).text(), { timeout: 5_000, intervals: [100] }).not.toContain(title)
      await expect.poll(async () => (await request.get(`${FIRST}/en/blog/tag/search`)).text(), { timeout: 5_000, intervals: [100] }).not.toContain(title)
      expect(Date.now() - start).toBeLessThan(5_000 * 3)
    }
  })

  async function sendMessage(page: Page, origin: string, n: number) {
    await page.goto(`${origin}/en/contact`)
    const form = page.locator('#contact')
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`Visitor ${n}`)
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('busy@example.com')
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill(`Message number ${n}, sent through ${origin}.`)
    await form.getByRole('button', { name: 'Send Message' }).click()
    return form
  }

  test('the contact rate limit is shared: five messages through the first server, the sixth through the second is refused', async ({ page }) => {
    test.setTimeout(90_000)
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `multi-${Date.now()}` })
    for (let n = 1; n <= 5; n += 1) {
      const form = await sendMessage(page, FIRST, n)
      await expect(form.getByRole('status')).toContainText('Message Sent!')
    }
    const sixth = await sendMessage(page, SECOND, 6)
    await expect(sixth.getByRole('alert')).toContainText('You have sent several messages in a short time.')
  })

  /** A visit, timed; no redirect followed. */
  async function visit(request: APIRequestContext, url: string) {
    const start = Date.now()
    const response = await request.get(url, { maxRedirects: 0, timeout: 15_000 })
    return { status: response.status(), ms: Date.now() - start, heading: firstHeading(await response.text()) }
  }

  test('with Redis frozen (SIGSTOP), pages never served and pages already served answer 200 within 5 s on each server; after SIGCONT revalidations flow again', async ({ request }) => {
    test.setTimeout(120_000)
    // Pages each server has not served yet (not in its memory: with Redis it keeps none), and
    // pages both serve first, here (the test does not count on the ones above).
    const unseen: Record<string, string[]> = {
      [FIRST]: ['/en/pricing', '/fr/services/referencement-naturel', '/en/about', '/en/blog/keyword-research-on-a-budget'],
      [SECOND]: ['/fr/pricing', '/en/services/seo', '/fr/about', '/en/blog/accessible-forms'],
    }
    const served = ['/en', '/en/blog', '/en/blog/measuring-organic-traffic']
    for (const origin of [FIRST, SECOND]) for (const path of served) expect((await request.get(`${origin}${path}`)).status()).toBe(200)
    const logsBefore = serverLogs.join('').length
    redis?.kill('SIGSTOP')
    const timings: string[] = []
    try {
      for (const origin of [FIRST, SECOND]) {
        for (const path of [...(unseen[origin] ?? []), ...served]) {
          const { status, ms, heading: h1 } = await visit(request, `${origin}${path}`)
          timings.push(`${origin === FIRST ? 'first' : 'second'} ${path} ${ms} ms`)
          expect(status, `${origin}${path}`).toBe(200)
          expect(h1, `${origin}${path}`).not.toBe('')
          // The deadline is 300 ms and the pause makes the calls after the first fall back at
          // once: a page waiting on Redis call after call would take longer (and the request
          // times out at 15 s). 5 s leaves a loaded 2-core machine its margin.
          expect(ms, `${origin}${path}`).toBeLessThan(5_000)
        }
      }
      // A webhook while Redis is frozen answers too, and refreshes the server that got it.
      const title = `Organic traffic, edited during a Redis freeze ${Date.now()}`
      await control({ editTitle: { id: 'post10', locale: 'en-US', title } })
      const start = Date.now()
      expect((await webhook(request, FIRST, entryBody('post10', 'blogPost', 'measuring-organic-traffic'))).status()).toBe(200)
      expect(Date.now() - start).toBeLessThan(5_000)
      console.log(`Redis frozen, page times: ${timings.join(', ')}`)
      redis?.kill('SIGCONT')
      // Each server sees Redis answer again by itself (a probe after its pause), sends the
      // revalidation it made meanwhile and catches up: the edit reaches the second server.
      await expect.poll(() => (serverLogs.join('').slice(logsBefore).match(/\[redis\] answering again/g) ?? []).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
      await expect.poll(() => heading(request, `${SECOND}/en/blog/measuring-organic-traffic`), { timeout: 10_000, intervals: [250] }).toBe(title)
    } finally {
      redis?.kill('SIGCONT')
    }
    // And a webhook now reaches the other server within 5 s again.
    const after = `Organic traffic, after the freeze ${Date.now()}`
    await control({ editTitle: { id: 'post10', locale: 'en-US', title: after } })
    expect((await webhook(request, FIRST, entryBody('post10', 'blogPost', 'measuring-organic-traffic'))).status()).toBe(200)
    await expect.poll(() => heading(request, `${SECOND}/en/blog/measuring-organic-traffic`), { timeout: 5_000, intervals: [200] }).toBe(after)
  })

  /**
   * The stand-in holds back the post's answer, so a render of its page is provably running when
   * the post is unpublished; once that render has stored what it read, the address must still
   * redirect (a revalidation is final).
   */
  async function unpublishDuringRender(request: APIRequestContext, { id, slug, renderOn, webhookTo, checkOn }: { id: string; slug: string; renderOn: string; webhookTo: string; checkOn: string[] }) {
    const path = `/en/blog/${slug}`
    await expect.poll(async () => (await request.get(`${renderOn}${path}`)).status(), { timeout: 10_000 }).toBe(200)
    const since = Date.now()
    await control({ slow: { slug, ms: 2_500 } })
    const heldBack = async () => (await standInRequests(since)).some((r) => r.slowed && !r.answeredAt)
    // An edit marks the page for a re-render; the next visit starts one, whose question about the
    // post the stand-in holds back 2.5 s. Across servers, the revalidation reaches the rendering
    // one through Redis pub/sub: a visit before it arrives is answered from the cache, so visits
    // follow one another until the stand-in holds the render's question back. (A refresh that
    // another visit had already started may have made the page fresh again: then the edit is sent
    // again.)
    let inFlight: Promise<unknown> = Promise.resolve()
    await expect
      .poll(async () => {
        expect((await webhook(request, webhookTo, entryBody(id, 'blogPost', slug))).status()).toBe(200)
        let visiting = false
        return holdsWithin(async () => {
          if (await heldBack()) return true
          if (!visiting) {
            visiting = true
            inFlight = request
              .get(`${renderOn}${path}`, { maxRedirects: 0, timeout: 20_000 })
              .catch(() => undefined)
              .finally(() => (visiting = false))
          }
          return false
        }, 3_000)
      }, { timeout: 15_000, intervals: [0] })
      .toBe(true)

    await control({ unpublish: id })
    const start = Date.now()
    expect((await webhook(request, webhookTo, entryBody(id, 'blogPost'), 'ContentManagement.Entry.unpublish')).status()).toBe(200)
    const location = async (origin: string) => (await request.get(`${origin}${path}`, { maxRedirects: 0 })).headers().location ?? ''
    for (const origin of checkOn) await expect.poll(() => location(origin), { timeout: Math.max(500, 5_000 - (Date.now() - start)), intervals: [100] }).toMatch(/\/en\/blog$/)
    // The held-back render has now stored its page: the address still redirects, with a Location.
    await expect.poll(async () => (await standInRequests(since)).some((r) => r.slowed && r.answeredAt), { timeout: 5_000, intervals: [100] }).toBe(true)
    await inFlight
    // Kept on the clock, on purpose: the render then stores what it read, and nothing signals
    // that write (nor its absence). A late write bringing the page back is what this test looks
    // for, so every server's answer is watched for 2 s after the stand-in answered.
    const watchUntil = Date.now() + 2_000
    while (Date.now() < watchUntil) {
      for (const origin of checkOn) expect(await location(origin), `${origin}${path} after the held-back render`).toMatch(/\/en\/blog$/)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(Date.now() - start).toBeLessThan(15_000)
  }

  test('an unpublish during an in-flight re-render on the first server redirects within 5 s on both, and stays so', async ({ request }) => {
    test.setTimeout(60_000)
    await unpublishDuringRender(request, { id: 'post02', slug: 'choosing-an-e-commerce-platform', renderOn: FIRST, webhookTo: SECOND, checkOn: [FIRST, SECOND] })
  })

  test('an unpublish during an in-flight re-render on one server without Redis redirects within 5 s, and stays so', async ({ request }) => {
    test.setTimeout(60_000)
    // The suite's own server (no REDIS_URL): its cache is memory and .next/cache only.
    await unpublishDuringRender(request, { id: 'post03', slug: 'local-seo-for-paris-businesses', renderOn: APP_ORIGIN, webhookTo: APP_ORIGIN, checkOn: [APP_ORIGIN] })
  })

  test('with Redis stopped, both servers keep answering 200 with their content', async ({ request }) => {
    test.setTimeout(60_000)
    const logsBefore = serverLogs.length
    redis?.kill('SIGKILL')
    await waitFor(async () => !(await isListening(MULTI_PORTS.redis)), 'redis-server stop', 10_000, () => processes.text())
    const paths = ['/en/blog', '/fr/blog', '/en/blog/headless-cms-explained', '/en/blog/tag/cms', '/en']
    for (let pass = 0; pass < 2; pass += 1) {
      for (const origin of [FIRST, SECOND]) {
        for (const path of paths) {
          const response = await request.get(`${origin}${path}`)
          expect(response.status(), `${origin}${path}`).toBe(200)
          expect(firstHeading(await response.text())).not.toBe('')
        }
      }
    }
    // A webhook still answers (this server refreshes its own copy) and the post stays readable.
    expect((await webhook(request, FIRST, entryBody('post12', 'blogPost', 'headless-cms-explained'))).status()).toBe(200)
    await expect.poll(async () => heading(request, `${FIRST}/en/blog/headless-cms-explained`), { timeout: 5_000 }).toBe('Headless CMS explained')
    // The shared connection (lib/redis/connection.mjs) logged the outage, under the name of
    // whichever of its users (cache, subscription, outbox, rate limit) met it first.
    const logs = serverLogs.slice(logsBefore).join('')
    expect(logs).toMatch(/\[redis\] [\w -]+ failed \(/)
  })
})
