import { expect, test, type APIRequestContext } from '@playwright/test'
import { headLinks, readSitemap, SITE_ORIGIN, sitePath, type SitemapPage } from './support/sitemap'

const LANGS = ['en', 'fr'] as const
const HREFLANGS = [...LANGS, 'x-default'] as const

type Head = ReturnType<typeof headLinks>

/** Every sitemap page fetched once, as a crawler sees it: no redirect followed. */
async function crawl(request: APIRequestContext, pages: SitemapPage[]): Promise<Map<string, { status: number; head: Head }>> {
  const fetched = await Promise.all(
    pages.map(async ({ path }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      const head = headLinks(response.status() === 200 ? await response.text() : '')
      return [path, { status: response.status(), head }] as const
    }),
  )
  return new Map(fetched)
}

/** A page's en, fr and x-default alternates as paths; each must appear exactly once. */
function alternatePaths(path: string, head: Head | undefined): { paths: Record<string, string>; problems: string[] } {
  const paths: Record<string, string> = {}
  const problems: string[] = []
  for (const hreflang of HREFLANGS) {
    const hrefs = head?.alternates[hreflang] ?? []
    if (hrefs.length === 1 && hrefs[0]) paths[hreflang] = sitePath(hrefs[0])
    else problems.push(`${path}: ${hrefs.length} hreflang="${hreflang}" links, expected 1`)
  }
  return { paths, problems }
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)))
}

test('the sitemap lists every page in both languages, each once', async ({ request }) => {
  const paths = (await readSitemap(request)).map((p) => p.path)
  expect(new Set(paths).size, 'no page is listed twice').toBe(paths.length)
  const byLang = LANGS.map((lang) => paths.filter((p) => p === `/${lang}` || p.startsWith(`/${lang}/`)))
  expect(byLang.flat().length, 'every page is under /en or /fr').toBe(paths.length)
  expect(byLang[0]?.length, 'as many English as French pages').toBe(byLang[1]?.length)
})

test('every sitemap page answers 200 without a redirect and is its own canonical', async ({ request }) => {
  const pages = await readSitemap(request)
  const crawled = await crawl(request, pages)
  const problems = pages.flatMap(({ path }) => {
    const page = crawled.get(path)
    if (page?.status !== 200) return [`${path}: answers ${page?.status}, not 200`]
    const canonical = page.head.canonical
    return canonical.length === 1 && canonical[0] === SITE_ORIGIN + path
      ? []
      : [`${path}: canonical ${JSON.stringify(canonical)}, expected ["${SITE_ORIGIN}${path}"]`]
  })
  expect(problems, `${problems.length} problems on ${pages.length} pages`).toEqual([])
})

test('hreflang alternates are complete, listed in the sitemap, reciprocal, and x-default is English', async ({
  request,
}) => {
  const pages = await readSitemap(request)
  const crawled = await crawl(request, pages)
  const problems = pages.flatMap(({ path }) => {
    const lang = path.slice(1, 3)
    const { paths, problems: found } = alternatePaths(path, crawled.get(path)?.head)
    if (paths[lang] !== undefined && paths[lang] !== path) found.push(`${path}: its "${lang}" alternate is ${paths[lang]}`)
    if (paths.en && paths['x-default'] && paths['x-default'] !== paths.en) {
      found.push(`${path}: x-default ${paths['x-default']} is not the English page ${paths.en}`)
    }
    for (const [hreflang, target] of Object.entries(paths)) {
      const targetLang = hreflang === 'x-default' ? 'en' : hreflang
      if (target.slice(1, 3) !== targetLang) found.push(`${path}: "${hreflang}" ${target} is not an /${targetLang} page`)
      const page = crawled.get(target)
      if (!page) found.push(`${path}: "${hreflang}" ${target} is not in the sitemap`)
      else if (page.status !== 200) found.push(`${path}: "${hreflang}" ${target} answers ${page.status}`)
      // Reciprocal: the counterpart names this page as the version in this page's language.
      const back = alternatePaths(target, page?.head).paths[lang]
      if (page && back !== path) {
        found.push(`${path}: its "${hreflang}" ${target} names ${back ? back : 'no page'} as "${lang}", not ${path}`)
      }
    }
    return found
  })
  expect(problems, `${problems.length} problems on ${pages.length} pages`).toEqual([])
})

test("the sitemap's xhtml:link alternates agree with each page's head", async ({ request }) => {
  const pages = await readSitemap(request)
  const crawled = await crawl(request, pages)
  const problems = pages.flatMap(({ path, alternates }) => {
    const head = crawled.get(path)?.head.alternates ?? {}
    const fromHead = Object.fromEntries(Object.entries(head).map(([lang, hrefs]) => [lang, hrefs.map(sitePath)]))
    const fromSitemap = Object.fromEntries(Object.entries(alternates).map(([lang, p]) => [lang, [p]]))
    return JSON.stringify(sortKeys(fromHead)) === JSON.stringify(sortKeys(fromSitemap))
      ? []
      : [`${path}: sitemap ${JSON.stringify(sortKeys(fromSitemap))}, head ${JSON.stringify(sortKeys(fromHead))}`]
  })
  expect(problems, `${problems.length} pages disagree`).toEqual([])
})
