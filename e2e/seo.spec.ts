import { expect, test } from '@playwright/test'
import { sitemapXml } from './support/sitemap'

// playwright.config.ts starts the site with this origin for links.
const SITE = 'https://www.example.test'

const PAGES = [
  { path: '/en', en: '/en', fr: '/fr' },
  { path: '/fr', en: '/en', fr: '/fr' },
  { path: '/fr/pricing', en: '/en/pricing', fr: '/fr/pricing' },
  { path: '/en/about', en: '/en/about', fr: '/fr/about' },
  { path: '/en/services/seo', en: '/en/services/seo', fr: '/fr/services/referencement-naturel' },
  {
    path: '/fr/services/creation-site-web',
    en: '/en/services/website-creation',
    fr: '/fr/services/creation-site-web',
  },
  { path: '/fr/services/analytique', en: '/en/services/analytics', fr: '/fr/services/analytique' },
]

for (const { path, en, fr } of PAGES) {
  test(`${path} is its own canonical with en, fr and x-default alternates`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', SITE + path)
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', SITE + en)
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', SITE + fr)
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', SITE + en)
    await expect(page.locator('html')).toHaveAttribute('lang', path.slice(1, 3))
  })
}

test('titles and descriptions are localized, with Open Graph and Twitter tags', async ({ page }) => {
  await page.goto('/fr/pricing')
  await expect(page).toHaveTitle(/^Tarifs \| /)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /forfaits/)
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR')
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${SITE}/fr/pricing`)
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  await page.goto('/en/pricing')
  await expect(page).toHaveTitle(/^Pricing \| /)
})

test('service pages take their title and description from the hero', async ({ page }) => {
  await page.goto('/en/services/branding')
  await expect(page).toHaveTitle(/^Brand Identity Design That Makes You Stand Out/)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText('Brand Identity Design That Makes You Stand Out')
})

test('carries the site-verification meta tag', async ({ page }) => {
  await page.goto('/en')
  await expect(page.locator('meta[name="google-site-verification"]')).toHaveAttribute(
    'content',
    'e2e-verification-token',
  )
})

test('the sitemap lists every page in both languages with alternates', async ({ request }) => {
  const xml = await sitemapXml(request)
  for (const path of ['/en', '/fr', '/en/pricing', '/fr/services/referencement-naturel', '/en/services/analytics']) {
    expect(xml).toContain(`<loc>${SITE}${path}</loc>`)
  }
  expect(xml).toContain(`hreflang="fr" href="${SITE}/fr/services/identite-marque"`)
})

test('robots.txt allows all and names the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toMatch(/User-Agent: \*\s+Allow: \//i)
  expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`)
})
