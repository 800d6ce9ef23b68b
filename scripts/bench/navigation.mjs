// React's payload (RSC) of a client navigation between two pages: what a <Link> click fetches
// (its `?_rsc=` requests, the prefetch on intent included). The payload inside a document is
// measured with the document (assets.mjs).
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../e2e/support/chromium-flags.mjs'
import { chromiumPath } from '../test-tools.mjs'
import { GZIP_LEVEL } from './assets.mjs'

const sizes = (buffer) => ({ raw: buffer.length, gzip: gzipSync(buffer, { level: GZIP_LEVEL }).length })

/** "/en → /en/services/seo": the navigations the bench measures, from the slugs it found. */
export function navigations({ postSlug } = {}) {
  return [
    { from: '/en', to: '/en/services/seo' },
    { from: '/en', to: '/en/about' },
    ...(postSlug ? [{ from: '/en/blog', to: `/en/blog/${postSlug}` }] : []),
  ]
}

const isPayload = (request) => new URL(request.url()).searchParams.has('_rsc') || request.headers().rsc === '1'

/** How long no RSC request may be under way before the router counts as done. */
const QUIET_MS = 500
/** The longest wait for that quiet: a page that never settles ends the measurement, not the bench. */
const SETTLE_LIMIT_MS = 15_000

/**
 * Counts the page's RSC requests under way; the function it returns resolves once none has been
 * for QUIET_MS. Not Playwright's `networkidle`: that is a load state, reached once after the load,
 * so it resolves at once afterwards, and a click after a hover raced the prefetch the hover had
 * just started (3 requests in one run, 6 in the next).
 */
export function trackPayloads(page, { quietMs = QUIET_MS, limitMs = SETTLE_LIMIT_MS } = {}) {
  let pending = 0
  let lastChange = Date.now()
  const change = (delta) => (request) => {
    if (!isPayload(request)) return
    pending += delta
    lastChange = Date.now()
  }
  page.on('request', change(1))
  page.on('requestfinished', change(-1))
  page.on('requestfailed', change(-1))
  return async function settled() {
    const started = Date.now()
    lastChange = Math.max(lastChange, started)
    while (pending > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() - started > limitMs) throw new Error(`RSC requests still under way after ${limitMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

/**
 * A visitor's client navigation in Chromium: opens `from`, rests the pointer on the first link to
 * `to` (the site prefetches on intent), clicks it and waits for the new page. Returns every RSC
 * response fetched from the hover on (prefetch and navigation), their total raw and gzip (the body
 * as received, gzipped here at the bench's level), and whether the page changed without a document load (`client`).
 */
export async function measureNavigation(browser, origin, { from, to }) {
  const page = await browser.newPage()
  try {
    await page.goto(`${origin}${from}`, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    const settled = trackPayloads(page)
    const fetched = []
    page.on('response', (response) => {
      if (isPayload(response.request())) fetched.push(response.body().then((body) => ({ url: response.url().replace(origin, ''), status: response.status(), ...sizes(body) }), () => null))
    })
    const link = page.locator(`a[href="${to}"]`).first()
    await link.scrollIntoViewIfNeeded()
    await link.hover()
    await settled()
    // A client navigation keeps the document: a mark set on it before the click is still there.
    await page.evaluate(() => {
      window.__benchSamePage = true
    })
    await link.click()
    await page.waitForURL(`${origin}${to}`)
    await settled()
    const client = await page.evaluate(() => window.__benchSamePage === true)
    const responses = (await Promise.all(fetched)).filter(Boolean)
    return {
      from,
      to,
      client,
      requests: responses.length,
      raw: responses.reduce((sum, r) => sum + r.raw, 0),
      gzip: responses.reduce((sum, r) => sum + r.gzip, 0),
      responses,
    }
  } finally {
    await page.close()
  }
}

/** Each navigation of `list` on `origin`, in one Chromium. */
export async function measureNavigations(origin, list) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  })
  try {
    const results = []
    for (const navigation of list) results.push(await measureNavigation(browser, origin, navigation))
    return results
  } finally {
    await browser.close()
  }
}
