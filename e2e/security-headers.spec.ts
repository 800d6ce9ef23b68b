import { expect, test, type APIResponse, type Page } from '@playwright/test'
import { LOCALES, type Lang } from '@/lib/i18n/locales'
import { SECTIONS } from '@/lib/i18n/paths'
import { serviceSlug } from '@/lib/i18n/services'
import { PORTS } from './support/ports'

/**
 * The Contentful stand-in serves the test posts' SVG images from its own origin, which the
 * production policy rightly does not allow (real assets come from Contentful's hosts or through
 * /_next/image); blocks of that origin are the test's artifact, not the site's.
 */
const STAND_IN_ASSETS = new RegExp(`https?://127\\.0\\.0\\.1:${PORTS.contentful}/`)

/** Every section page, plus one service page, in each language. */
const PAGES: Record<Lang, string[]> = Object.fromEntries(
  LOCALES.map((lang) => [lang, [...SECTIONS, `services/${serviceSlug('seo', lang)}`]]),
) as Record<Lang, string[]>

/** A script and the stylesheet `/en` loads from the build (the stylesheet is one file: next.config.mjs, issue 41). */
async function builtScriptAndStylesheet(page: Page): Promise<string[]> {
  await page.goto('/en')
  const script = await page.locator('script[src^="/_next/static/chunks/"]').first().getAttribute('src')
  const stylesheet = await page.locator('link[rel="stylesheet"][href^="/_next/static/chunks/"]').first().getAttribute('href')
  return [script ?? '', stylesheet ?? '']
}

/** One response of each kind the site gives: pages, the proxy's redirects and refusals, 404s, files. */
const RESPONSES: { name: string; path: string; method?: 'GET' | 'POST'; status: number }[] = [
  { name: 'the English home page', path: '/en', status: 200 },
  { name: 'the French pricing page', path: '/fr/pricing', status: 200 },
  { name: 'the proxy’s language redirect', path: '/', status: 307 },
  { name: 'the proxy’s service slug redirect', path: '/fr/services/seo', status: 308 },
  { name: 'a 404 page', path: '/en/nope', status: 404 },
  { name: 'a 404 without a language', path: '/nope', status: 404 },
  { name: 'the proxy’s 400 for a malformed escape', path: '/en/%E0%A4%A', status: 400 },
  { name: 'the proxy’s 414 for an overlong path', path: `/en/${'a'.repeat(2100)}`, status: 414 },
  { name: 'robots.txt', path: '/robots.txt', status: 200 },
  { name: 'the sitemap', path: '/sitemap.xml', status: 200 },
  { name: 'the icon', path: '/icon.svg', status: 200 },
  { name: 'the webhook refusing a missing secret', path: '/api/revalidate', method: 'POST', status: 401 },
  { name: 'the English blog feed', path: '/en/blog/rss.xml', status: 200 },
]

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-powered-by']).toBeUndefined()
  // A page with an opener policy opens from a blank tab in a process of its own
  // (docs/decisions/2026-11-29-no-opener-policy.md).
  expect(headers['cross-origin-opener-policy']).toBeUndefined()

  const permissions = headers['permissions-policy'] ?? ''
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
    expect(permissions).toContain(`${feature}=()`)
  }

  const hsts = headers['strict-transport-security'] ?? ''
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000)
  expect(hsts).toContain('includeSubDomains')

  const csp = headers['content-security-policy'] ?? ''
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "img-src 'self' data: blob: https://images.ctfassets.net https://assets.ctfassets.net",
    'upgrade-insecure-requests',
  ]) {
    expect(csp).toContain(directive)
  }
  expect(csp).not.toContain('unsafe-eval')
}

test.describe('security headers', () => {
  for (const { name, path, method = 'GET', status } of RESPONSES) {
    test(`${name} carries the security headers`, async ({ request }) => {
      const response = await request.fetch(path, { method, maxRedirects: 0 })
      expect(response.status()).toBe(status)
      expectSecurityHeaders(response)
    })
  }

  test('a built script and stylesheet carry the headers that apply to them, not the page’s policy', async ({
    request,
    page,
  }) => {
    for (const path of await builtScriptAndStylesheet(page)) {
      expect(path).toMatch(/^\/_next\/static\/chunks\//)
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const headers = response.headers()
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['strict-transport-security']).toContain('includeSubDomains')
      // These govern documents: on each of a page's dozen scripts they were 1 KB of nothing.
      for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options']) {
        expect(headers[name], `${path} ${name}`).toBeUndefined()
      }
    }
  })

  test('a built script and stylesheet come compressed at build time, the same file and headers as Next sends', async ({
    request,
    page,
  }) => {
    // The headers that do not depend on how the bytes travel (encoding, length, byte ranges, date).
    const TRANSPORT = ['date', 'content-encoding', 'content-length', 'accept-ranges']
    const own = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !TRANSPORT.includes(name)))
    for (const path of await builtScriptAndStylesheet(page)) {
      // Next's own answer (scripts/server/precompressed-assets.mjs leaves it whoever accepts no
      // encoding), then a browser's, answered from the build's stored Brotli.
      const plain = await request.get(path, { headers: { 'accept-encoding': 'identity' } })
      const browser = await request.get(path, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
      expect(plain.headers()['content-encoding']).toBeUndefined()
      expect(browser.headers()['content-encoding'], path).toBe('br')
      expect(Number(browser.headers()['content-length'])).toBeLessThan(Number(plain.headers()['content-length']) / 2)
      expect((await browser.body()).equals(await plain.body()), path).toBe(true)
      expect(own(browser.headers())).toEqual(own(plain.headers()))
    }
  })
})

test.describe('content security policy in the browser', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const store = window as unknown as { __cspViolations: string[] }
      store.__cspViolations = []
      document.addEventListener('securitypolicyviolation', (event) => {
        store.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI}`)
      })
    })
  })

  for (const lang of LOCALES) {
    test(`no page in ${lang} breaks the policy`, async ({ page }) => {
      test.setTimeout(60_000)
      const consoleViolations: string[] = []
      page.on('console', (message) => {
        const text = message.text()
        if (/Content Security Policy|Permissions-Policy/i.test(text) && !STAND_IN_ASSETS.test(text)) {
          consoleViolations.push(text)
        }
      })
      for (const section of PAGES[lang]) {
        const path = section ? `/${lang}/${section}` : `/${lang}`
        const response = await page.goto(path, { waitUntil: 'load' })
        expect(response?.status(), path).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        // Hydration has run once the theme toggle answers; later scripts would report by now.
        await expect(page.getByRole('button', { name: lang === 'en' ? /theme/i : /thème/i })).toBeEnabled()
        const violations = await page.evaluate(
          () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
        )
        expect(violations.filter((v) => !STAND_IN_ASSETS.test(v)), path).toEqual([])
      }
      expect(consoleViolations).toEqual([])
    })

    test(`the theme toggle switches to dark under the policy in ${lang}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' })
      await page.goto(`/${lang}`)
      await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
      await page.getByRole('button', { name: lang === 'en' ? /theme/i : /thème/i }).click()
      await expect(page.locator('html')).toHaveClass(/\bdark\b/)
      // The inline theme script must run before paint on the next load, or the stored choice is lost.
      await page.reload()
      await expect(page.locator('html')).toHaveClass(/\bdark\b/)
      const violations = await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      )
      expect(violations).toEqual([])
    })
  }
})
