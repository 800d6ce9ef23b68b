import { expect, type APIRequestContext } from '@playwright/test'

/** The origin playwright.config.ts gives the site (NEXT_PUBLIC_SITE_URL) for its links. */
export const SITE_ORIGIN = 'https://www.example.test'

/** One page of /sitemap.xml: its path on the test server and its hreflang alternates' paths. */
export type SitemapPage = { path: string; alternates: Record<string, string> }

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decodeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? '')
}

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)].map(([, name = '', value = '']) => [name.toLowerCase(), decodeXml(value)]),
  )
}

/**
 * A site URL as a path for the test server. The sitemap names pages on the public origin; the
 * tests reach the same paths through their baseURL.
 */
export function sitePath(url: string): string {
  const parsed = new URL(url)
  expect(parsed.origin, `${url} is on the site's origin`).toBe(SITE_ORIGIN)
  return parsed.pathname + parsed.search
}

/**
 * The text of every sitemap file /sitemap.xml names (it is a sitemap index whatever the archive's
 * size), one after the other.
 */
export async function sitemapXml(request: APIRequestContext): Promise<string> {
  const index = await request.get('/sitemap.xml')
  expect(index.status(), '/sitemap.xml answers 200').toBe(200)
  const text = await index.text()
  expect(text, '/sitemap.xml is a sitemap index').toContain('<sitemapindex')
  const files = [...text.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc = '']) => sitePath(decodeXml(loc)))
  expect(files.length, '/sitemap.xml names sitemap files').toBeGreaterThan(0)
  const parts: string[] = []
  for (const file of files) {
    const response = await request.get(file)
    expect(response.status(), `${file} answers 200`).toBe(200)
    parts.push(await response.text())
  }
  return parts.join('\n')
}

/** Every page the sitemap lists, read at test time so new pages are covered without edits. */
export async function readSitemap(request: APIRequestContext): Promise<SitemapPage[]> {
  const xml = await sitemapXml(request)
  const pages = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => {
    const loc = /<loc>([^<]*)<\/loc>/.exec(body)?.[1]
    expect(loc, `a <url> of the sitemap has a <loc>: ${body}`).toBeTruthy()
    const alternates = Object.fromEntries(
      [...body.matchAll(/<xhtml:link\b[^>]*>/g)]
        .map(([tag]) => attributes(tag))
        .filter((a) => a.rel === 'alternate' && a.hreflang && a.href)
        .map((a) => [a.hreflang, sitePath(a.href ?? '')]),
    )
    return { path: sitePath(decodeXml(loc ?? '')), alternates }
  })
  expect(pages.length, 'the sitemap lists pages').toBeGreaterThan(0)
  return pages
}

/** The head's canonical and hreflang alternates of an HTML document, as site URLs. */
export function headLinks(html: string): { canonical: string[]; alternates: Record<string, string[]> } {
  const head = /<head\b[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? ''
  const links = [...head.matchAll(/<link\b[^>]*>/gi)].map(([tag]) => attributes(tag))
  const canonical = links.filter((l) => l.rel === 'canonical').map((l) => l.href ?? '')
  const alternates: Record<string, string[]> = {}
  for (const link of links) {
    if (link.rel !== 'alternate' || !link.hreflang) continue
    ;(alternates[link.hreflang] ??= []).push(link.href ?? '')
  }
  return { canonical, alternates }
}
