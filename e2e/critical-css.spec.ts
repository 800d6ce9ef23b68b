import { expect, test, type Page, type Route } from '@playwright/test'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'
import { CRITICAL_CSS } from '../app/critical-css'
import { criticalSet } from '../app/critical-set'
import { computeCriticalCss, EXTRA_RULES, ruleLines, servicePages, STYLED_LATE } from '../scripts/critical-css.mjs'

// The first paint waits for no stylesheet: each document carries the rules its pages draw in one
// <style> (app/stylesheets.tsx, app/critical-css.ts: one set per kind of page, picked from the
// path by app/critical-set.ts), and the whole stylesheet comes after the page is hydrated. These
// tests hold that stylesheet back, as a slow network would.

const STYLESHEET = /\/_next\/static\/.+\.css(\?|$)/

/** Holds back every stylesheet the page asks for until `release` is called. */
async function holdStylesheets(page: Page) {
  const held: Route[] = []
  await page.route(STYLESHEET, (route) => {
    held.push(route)
  })
  return {
    requested: () => held.length,
    release: async () => {
      await Promise.all(held.map((route) => route.continue()))
      await page.unroute(STYLESHEET)
    },
  }
}

/** Differing pixels of two PNG screenshots of the same size. */
function differingPixels(a: Buffer, b: Buffer) {
  const [first, second] = [PNG.sync.read(a), PNG.sync.read(b)]
  return pixelmatch(first.data, second.data, undefined, first.width, first.height, { threshold: 0.1 })
}

/**
 * A screenshot once the page has stopped changing: two in a row alike. On a loaded machine a
 * picture or the icon sprite (a CSS mask) could arrive between the test's two shots, which then
 * differed by an icon's worth of pixels (65 and 168 in a clean-clone run).
 */
async function stillScreenshot(page: Page) {
  let shot = await page.screenshot({ animations: 'disabled' })
  for (let attempt = 0; attempt < 10; attempt++) {
    await page.waitForTimeout(200)
    const next = await page.screenshot({ animations: 'disabled' })
    if (differingPixels(shot, next) === 0) return next
    shot = next
  }
  return shot
}

test.describe('critical stylesheet', () => {
  test('app/critical-css.ts holds every rule this build\'s pages draw (else: npm run css:critical)', async ({ baseURL }) => {
    // Some fifty page loads in a browser of its own. The test build reads other posts than the
    // bundled ones the sets were computed on: what an editor publishes must find its rules too.
    test.setTimeout(240_000)
    const sets = await computeCriticalCss(baseURL ?? '')
    for (const [name, css] of Object.entries(sets)) {
      const committed = ruleLines(CRITICAL_CSS[name as keyof typeof CRITICAL_CSS])
      const missing = [...ruleLines(css)].filter((line) => !committed.has(line))
      expect(missing, `set "${name}" lacks rules: run npm run css:critical and commit app/critical-css.ts`).toEqual([])
    }
  })

  test('documents link no stylesheet but for browsers without scripts, carry their kind\'s set once, and the browser\'s scripts never carry it', async ({ request }) => {
    // One page of each kind, and made-up addresses, which keep the set of the path typed.
    const paths = ['/en', '/fr/blog', '/en/blog/tag/no-such-tag', '/en/blog/website-launch-checklist', '/en/services/seo', '/fr/services', '/en/pricing', '/fr/about', '/en/contact', '/fr/portfolio', '/en/privacy', '/en/no-such-page']
    expect(new Set(paths.map(criticalSet))).toEqual(new Set(Object.keys(CRITICAL_CSS)))
    for (const path of paths) {
      const html = await (await request.get(path)).text()
      // A browser that runs scripts reads <noscript> as text: its link blocks no paint there.
      const noscripts = [...html.matchAll(/<noscript>(.*?)<\/noscript>/gs)].map(([, inner]) => inner ?? '')
      expect(html.replace(/<noscript>.*?<\/noscript>/gs, ''), path).not.toMatch(/<link\b[^>]*rel="stylesheet"/)
      const noscriptSheets = noscripts.flatMap((inner) => [...inner.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href ?? ''))
      expect(noscriptSheets, `${path}: the stylesheet for browsers without scripts`).toEqual([expect.stringMatching(/^\/styles\/site-[0-9a-f]{8}\.css$/)])
      const sheet = await request.get(noscriptSheets[0] ?? '')
      expect(sheet.headers()['content-type'], path).toMatch(/^text\/css/)
      expect(sheet.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable')
      // The whole stylesheet: it shows what the critical rules leave transparent.
      expect(await sheet.text(), path).toContain('.styled-late>*{opacity:1;content-visibility:visible}')
      expect(html.split(EXTRA_RULES).length - 1, `${path}: copies of the critical rules`).toBe(1)
      expect(html.includes(CRITICAL_CSS[criticalSet(path)]), `${path}: carries the ${criticalSet(path)} set`).toBe(true)
      for (const [, src] of html.matchAll(/<script src="([^"]+)"/g)) {
        const code = await (await request.get((src ?? '').replaceAll('&amp;', '&'))).text()
        expect(code.includes(EXTRA_RULES), `${path}: ${src}`).toBe(false)
      }
    }
  })

  for (const { path, width, theme } of [
    { path: '/en', width: 390, theme: 'light' },
    { path: '/fr', width: 1366, theme: 'dark' },
    { path: '/fr/blog', width: 390, theme: 'dark' },
    { path: '/en/blog', width: 1366, theme: 'light' },
    { path: '/en/blog/website-launch-checklist', width: 390, theme: 'light' },
    { path: '/fr/blog/rich-text-showcase', width: 1366, theme: 'dark' },
    { path: '/en/services/seo', width: 1366, theme: 'light' },
    { path: '/fr/services/referencement-naturel', width: 390, theme: 'dark' },
    { path: '/fr/contact', width: 1366, theme: 'light' },
    { path: '/en/pricing', width: 390, theme: 'dark' },
    { path: '/en/no-such-page', width: 1366, theme: 'dark' },
    // The 404 page under the blog's set and under a service's address (the service set).
    { path: '/fr/blog/tag/no-such-tag', width: 390, theme: 'light' },
    { path: '/en/services/no-such-service', width: 390, theme: 'dark' },
  ] as const) {
    test(`${path} at ${width} px, ${theme}: the first screen looks the same before the whole stylesheet arrives`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme, reducedMotion: 'reduce' })
      const page = await context.newPage()
      const stylesheets = await holdStylesheets(page)
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      // Hydrated: the lazy stylesheet has been asked for.
      await expect.poll(stylesheets.requested).toBeGreaterThan(0)
      await page.evaluate(() => document.fonts.ready)
      const before = await stillScreenshot(page)
      await stylesheets.release()
      await page.waitForLoadState('networkidle')
      const after = await stillScreenshot(page)
      expect(differingPixels(before, after)).toBe(0)
      await context.close()
    })
  }

  test('every icon the first frame draws has its drawing before the whole stylesheet arrives, on every service page', async ({ page, baseURL }) => {
    // Each service's page draws icons of its own on its first screen. An icon whose rule is not in
    // its page's set has no mask: a solid square in the text colour until the stylesheet comes.
    test.setTimeout(120_000)
    const services = await servicePages(baseURL ?? '')
    expect(services.length).toBeGreaterThanOrEqual(24)
    await holdStylesheets(page)
    for (const path of ['/en', '/en/blog/website-launch-checklist', '/fr/blog', '/en/services', '/fr/about', '/en/contact', ...services]) {
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      const unmasked = await page.evaluate((styledLate) => [...document.querySelectorAll('[class*="lucide--"]')]
        .filter((icon) => !icon.closest(styledLate) && getComputedStyle(icon).maskImage === 'none')
        .map((icon) => [...icon.classList].find((name) => name.startsWith('lucide--'))), STYLED_LATE)
      expect(unmasked, path).toEqual([])
    }
  })

  test('a stylesheet that never arrives leaves the page readable, not an error', async ({ page }) => {
    await page.route(STYLESHEET, (route) => route.abort())
    await page.goto('/en/pricing')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible()
    await expect(page.locator('html')).not.toContainText(/could not be shown|n’a pas pu s’afficher/)
  })
})
