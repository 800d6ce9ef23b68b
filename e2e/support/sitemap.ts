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

/** Every page /sitemap.xml lists, read at test time so new pages are covered without edits. */
export async function readSitemap(request: APIRequestContext): Promise<SitemapPage[]> {
  const response = await request.get('/sitemap.xml')
  expect(response.status(), '/sitemap.xml answers 200').toBe(200)
  const xml = await response.text()
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
  expect(pages.length, '/sitemap.xml lists pages').toBeGreaterThan(0)
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
