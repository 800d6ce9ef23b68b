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

const isPayload = (response) => new URL(response.url()).searchParams.has('_rsc') || response.request().headers().rsc === '1'

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
    const fetched = []
    page.on('response', (response) => {
      if (isPayload(response)) fetched.push(response.body().then((body) => ({ url: response.url().replace(origin, ''), status: response.status(), ...sizes(body) }), () => null))
    })
    const link = page.locator(`a[href="${to}"]`).first()
    await link.scrollIntoViewIfNeeded()
    await link.hover()
    await page.waitForLoadState('networkidle')
    // A client navigation keeps the document: a mark set on it before the click is still there.
    await page.evaluate(() => {
      window.__benchSamePage = true
    })
    await link.click()
    await page.waitForURL(`${origin}${to}`)
    await page.waitForLoadState('networkidle')
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
