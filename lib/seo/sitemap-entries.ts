import type { MetadataRoute } from 'next'
import { SECTIONS } from '@/lib/i18n/paths'
import { SERVICES } from '@/lib/i18n/services'
import { LOCALES, type Lang } from '@/lib/i18n/locales'
import { pageAlternates } from './urls'

/** A page of the sitemap: its segments after the language, as for buildMetadata. */
export type SitemapPage = { path: readonly string[]; lastModified?: string; langs?: readonly Lang[] }

/**
 * One entry per page and language it exists in (every one unless `langs` says otherwise), each
 * naming its counterparts.
 */
export function sitemapEntries(paths: readonly SitemapPage[]): MetadataRoute.Sitemap {
  return paths.flatMap(({ path, lastModified, langs = LOCALES }) =>
    LOCALES.filter((lang) => langs.includes(lang)).map((lang) => {
      const { canonical, languages } = pageAlternates(lang, path, langs)
      return {
        url: canonical,
        ...(lastModified ? { lastModified } : {}),
        alternates: { languages },
      }
    }),
  )
}

/** The pages whose paths are known without content: sections and service pages. */
export function staticPagePaths(): Array<{ path: string[] }> {
  return [
    ...SECTIONS.map((section) => ({ path: section ? [section] : [] })),
    // The English slug stands for the page: pageAlternates maps it per language.
    ...SERVICES.map((service) => ({ path: ['services', service.en] })),
  ]
}

/**
 * Addresses one sitemap file holds at most. The protocol allows 50,000 (and 50 MB); an entry here
 * carries its hreflang alternates too, so a smaller file stays quick to fetch and parse.
 */
export const SITEMAP_URLS_PER_FILE = 10_000

/** The pages split into files of at most `perFile` addresses (one per language a page has). */
export function sitemapFiles(pages: readonly SitemapPage[], perFile = SITEMAP_URLS_PER_FILE): SitemapPage[][] {
  const files: SitemapPage[][] = [[]]
  let count = 0
  for (const page of pages) {
    const urls = page.langs ? LOCALES.filter((lang) => page.langs?.includes(lang)).length : LOCALES.length
    if (urls === 0) continue
    if (count + urls > perFile) {
      files.push([])
      count = 0
    }
    files.at(-1)?.push(page)
    count += urls
  }
  return files
}

/** The sitemap index naming each file (sitemaps.org protocol). */
export function sitemapIndex(urls: readonly string[]): string {
  const escape = (url: string) => url.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `<sitemap><loc>${escape(url)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n')
}
