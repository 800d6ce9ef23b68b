import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { readSitemap, SITE_ORIGIN } from './support/sitemap'

/**
 * Every schema.org block of every page in the sitemap, checked for the properties search engines
 * require of its type, and each kind of page checked for the blocks it must carry.
 */
type Block = Record<string, unknown>

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/

function isAbsoluteUrl(value: unknown): boolean {
  return typeof value === 'string' && /^https?:\/\/[^/]/.test(value)
}

function text(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length > 0
}

/** What is missing or wrong in a block, given the page it is on; empty when it is valid. */
function problems(block: Block, page: { url: string; lang: string }): string[] {
  const found: string[] = []
  const need = (ok: boolean, what: string) => ok || found.push(what)
  need(block['@context'] === 'https://schema.org', '@context is https://schema.org')
  switch (block['@type']) {
    case 'ProfessionalService': {
      const address = (block.address ?? {}) as Block
      need(text(block.name), 'name')
      need(isAbsoluteUrl(block.url), 'url')
      need(isAbsoluteUrl(block['@id']), '@id')
      need(text(block.telephone), 'telephone')
      need(address['@type'] === 'PostalAddress', 'address is a PostalAddress')
      for (const key of ['streetAddress', 'postalCode', 'addressLocality', 'addressCountry']) need(text(address[key]), `address.${key}`)
      need(address.addressLocality === 'Paris', 'address in Paris')
      break
    }
    case 'Service': {
      const provider = (block.provider ?? {}) as Block
      need(text(block.name), 'name')
      need(text(block.description), 'description')
      need(block.url === page.url, 'url is the page')
      need(isAbsoluteUrl(provider['@id']) && text(provider.name), 'provider with @id and name')
      break
    }
    case 'BreadcrumbList': {
      const items = (Array.isArray(block.itemListElement) ? block.itemListElement : []) as Block[]
      need(items.length >= 2, 'at least two crumbs')
      items.forEach((item, i) => {
        need(item['@type'] === 'ListItem' && item.position === i + 1, `crumb ${i + 1} is ListItem at position ${i + 1}`)
        need(text(item.name) && isAbsoluteUrl(item.item), `crumb ${i + 1} has a name and an absolute item`)
      })
      need(items.at(-1)?.item === page.url, 'the last crumb is the page')
      need(items[0]?.item === `${SITE_ORIGIN}/${page.lang}`, 'the first crumb is the home page of the language')
      break
    }
    case 'BlogPosting': {
      const author = (block.author ?? {}) as Block
      const publisher = (block.publisher ?? {}) as Block
      const images = Array.isArray(block.image) ? block.image : [block.image]
      need(text(block.headline) && String(block.headline).length <= 110, 'headline of at most 110 characters')
      need(images.length > 0 && images.every(isAbsoluteUrl), 'absolute image URLs')
      need(ISO_DATE.test(String(block.datePublished)), 'datePublished in ISO 8601')
      need(ISO_DATE.test(String(block.dateModified)), 'dateModified in ISO 8601')
      need(text(author.name) && ['Person', 'Organization'].includes(String(author['@type'])), 'author with a name')
      need(text(publisher.name), 'publisher with a name')
      need(block.inLanguage === page.lang, `inLanguage is ${page.lang}`)
      need(((block.mainEntityOfPage ?? {}) as Block)['@id'] === page.url, 'mainEntityOfPage is the page')
      break
    }
    default:
      found.push(`an expected @type (got ${String(block['@type'])})`)
  }
  return found
}

/** The blocks a page must carry, by its path. */
function expectedTypes(path: string): string[] {
  const rest = path.split('/').filter(Boolean).slice(1)
  if (rest.length === 0) return ['ProfessionalService']
  if (rest[0] === 'services' && rest.length === 2) return ['Service', 'BreadcrumbList']
  if (rest[0] === 'blog' && rest.length === 2) return ['BlogPosting', 'BreadcrumbList']
  return ['BreadcrumbList']
}

async function blocksOf(request: APIRequestContext, path: string): Promise<Block[]> {
  const response = await request.get(path, { maxRedirects: 0 })
  expect(response.status(), `${path} answers 200`).toBe(200)
  const html = await response.text()
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json = '']) => {
    // A block that is not valid JSON fails here, with the page named.
    expect(() => JSON.parse(json), `${path}: JSON-LD parses`).not.toThrow()
    return JSON.parse(json) as Block
  })
}

test('every page of the sitemap carries valid structured data of the kind it needs', async ({ request }) => {
  test.setTimeout(120_000)
  const pages = await readSitemap(request)
  const failures: string[] = []
  for (const { path } of pages) {
    const blocks = await blocksOf(request, path)
    const page = { url: SITE_ORIGIN + path, lang: path.slice(1, 3) }
    const types = blocks.map((b) => String(b['@type']))
    for (const type of expectedTypes(path)) {
      if (!types.includes(type)) failures.push(`${path}: no ${type} block (has ${types.join(', ') || 'none'})`)
    }
    for (const block of blocks) {
      const missing = problems(block, page)
      if (missing.length > 0) failures.push(`${path} ${String(block['@type'])}: ${missing.join('; ')}`)
    }
  }
  expect(failures, failures.join('\n')).toEqual([])
})

for (const lang of ['en', 'fr'] as const) {
  test(`the ${lang} home and service pages share their own generated card, a post its featured image`, async ({ page, request }) => {
    const cards = [`/${lang}`, lang === 'en' ? '/en/services/seo' : '/fr/services/referencement-naturel']
    const seen = new Set<string>()
    for (const path of cards) {
      await page.goto(path)
      const url = await shareImage(page)
      expect(url).toBe(`${SITE_ORIGIN}/og${path}`)
      const image = await request.get(new URL(url).pathname)
      expect(image.status(), `${url} answers 200`).toBe(200)
      expect(image.headers()['content-type']).toBe('image/png')
      const body = await image.body()
      expect(body.subarray(1, 4).toString(), `${url} is a PNG`).toBe('PNG')
      seen.add(body.toString('base64'))
    }
    expect(seen.size, 'each page has its own card').toBe(cards.length)

    const post = (await readSitemap(request)).find((p) => p.path.startsWith(`/${lang}/blog/`) && p.path.split('/').length === 4)
    expect(post, 'the sitemap lists a post').toBeTruthy()
    await page.goto(post?.path ?? '')
    const featured = await shareImage(page)
    expect(featured).toMatch(/^https:\/\//)
    // next/image serves the featured image as is (SVG) or through /_next/image?url=<its URL>.
    const src = (await page.locator('article img').first().getAttribute('src')) ?? ''
    expect(decodeURIComponent(src)).toContain(featured)
  })
}

/** The page's og:image, checked to be the twitter:image too and to have an alt text. */
async function shareImage(page: Page): Promise<string> {
  const og = page.locator('meta[property="og:image"]')
  await expect(og).toHaveCount(1)
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /\S/)
  const url = (await og.getAttribute('content')) ?? ''
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', url)
  return url
}


test('the generated cards differ between English and French', async ({ request }) => {
  const [en, fr] = await Promise.all(['/og/en/pricing', '/og/fr/pricing'].map((p) => request.get(p)))
  expect(en?.headers()['content-type']).toBe('image/png')
  expect(fr?.headers()['content-type']).toBe('image/png')
  expect((await en!.body()).equals(await fr!.body())).toBe(false)
  expect((await request.get('/og/fr/services/seo')).status()).toBe(404)
})
