import { expect, test, type APIResponse } from '@playwright/test'

/** The path a redirect points to; Next writes Location relative or absolute. */
function locationPath(response: APIResponse): string {
  return new URL(response.headers().location ?? '', 'http://origin.test').pathname
}

// Redirects are read raw (maxRedirects: 0), as a crawler sees them.
const raw = { maxRedirects: 0 }

test.describe('root and unprefixed paths', () => {
  test('redirects / to the language of the NEXT_LOCALE cookie first', async ({ request }) => {
    const response = await request.get('/', {
      ...raw,
      headers: { cookie: 'NEXT_LOCALE=en', 'accept-language': 'fr-FR,fr;q=0.9', 'x-vercel-ip-country': 'FR' },
    })
    expect(response.status()).toBe(307)
    expect(locationPath(response)).toBe('/en')
  })

  test('redirects / by Accept-Language quality when there is no cookie', async ({ request }) => {
    const response = await request.get('/', { ...raw, headers: { 'accept-language': 'de;q=1, en;q=0.5, fr;q=0.8' } })
    expect(response.status()).toBe(307)
    expect(locationPath(response)).toBe('/fr')
  })

  test('redirects / by country when Accept-Language names neither language', async ({ request }) => {
    const response = await request.get('/', {
      ...raw,
      headers: { 'accept-language': 'de-DE', 'x-vercel-ip-country': 'FR' },
    })
    expect(locationPath(response)).toBe('/fr')
  })

  test('redirects / to English when nothing decides', async ({ request }) => {
    const response = await request.get('/', { ...raw, headers: { 'accept-language': '' } })
    expect(response.status()).toBe(307)
    expect(locationPath(response)).toBe('/en')
  })

  for (const [path, expected] of [
    ['/pricing', '/fr/pricing'],
    ['/services/seo', '/fr/services/referencement-naturel'],
    ['/blog/some-post', '/fr/blog/some-post'],
  ] as const) {
    test(`redirects ${path} under the preferred language with 307`, async ({ request }) => {
      const response = await request.get(path, { ...raw, headers: { cookie: 'NEXT_LOCALE=fr' } })
      expect(response.status()).toBe(307)
      expect(locationPath(response)).toBe(expected)
    })
  }

  test('keeps the query string on the way', async ({ request }) => {
    const response = await request.get('/pricing?utm_source=news', { ...raw, headers: { cookie: 'NEXT_LOCALE=en' } })
    const location = new URL(response.headers().location ?? '', 'http://origin.test')
    expect(location.pathname + location.search).toBe('/en/pricing?utm_source=news')
  })
})

test.describe('service slugs', () => {
  test('redirects /fr/services/seo to the French slug with 308', async ({ request }) => {
    const response = await request.get('/fr/services/seo', raw)
    expect(response.status()).toBe(308)
    expect(locationPath(response)).toBe('/fr/services/referencement-naturel')
  })

  test('redirects /en/services/creation-site-web to the English slug with 308', async ({ request }) => {
    const response = await request.get('/en/services/creation-site-web', raw)
    expect(response.status()).toBe(308)
    expect(locationPath(response)).toBe('/en/services/website-creation')
  })

  for (const [path, expected] of [
    ['/en/services/seo-optimization', '/en/services/seo'],
    ['/en/services/optimisation-seo', '/en/services/seo'],
    ['/fr/services/optimisation-seo', '/fr/services/referencement-naturel'],
    ['/fr/services/seo-optimization', '/fr/services/referencement-naturel'],
  ] as const) {
    test(`redirects the legacy ${path} to the SEO page with 308`, async ({ request }) => {
      const response = await request.get(path, raw)
      expect(response.status()).toBe(308)
      expect(locationPath(response)).toBe(expected)
    })
  }
})

test.describe('not found', () => {
  for (const [path, heading] of [
    ['/en/no-such-page', 'This page could not be found'],
    ['/fr/pas-de-page', 'Cette page est introuvable'],
    ['/en/services/no-such-service', 'This page could not be found'],
  ] as const) {
    test(`answers ${path} with 404 and the localized page`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.getByRole('banner')).toBeVisible()
    })
  }

  test('renders the 404 on the server, with the site around it', async ({ request }) => {
    const response = await request.get('/fr/pas-de-page', raw)
    expect(response.status()).toBe(404)
    const html = await response.text()
    // (Next writes the release's data-dpl-id first when a deploymentId is set.)
    expect(html).toMatch(/<html [^>]*lang="fr"/)
    expect(html).toMatch(/<h1[^>]*>Cette page est introuvable<\/h1>/)
    expect(html).toContain('<title>Page introuvable | ')
    expect(html).toContain('noindex')
  })

  test('answers an unprefixed unknown path with 404 in the preferred language, no redirect first', async ({
    page,
  }) => {
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'fr', url: 'http://127.0.0.1' }])
    const response = await page.goto('/nowhere-at-all')
    expect(response?.status()).toBe(404)
    expect(response?.request().redirectedFrom()).toBeNull()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette page est introuvable')
  })

  test('answers /404 with the not-found page and status 404', async ({ request }) => {
    const response = await request.get('/404', raw)
    expect(response.status()).toBe(404)
  })

  for (const path of ['/%', '/en/blog/%ff', '/_next/static/%', '/en/%E0%A4%A']) {
    test(`answers the malformed ${path} with a 4xx, never a 5xx`, async ({ request }) => {
      const response = await request.get(path, raw)
      expect(response.status()).toBeGreaterThanOrEqual(400)
      expect(response.status()).toBeLessThan(500)
    })
  }
})
