import type { MetadataRoute } from 'next'
import { SECTIONS } from '@/lib/i18n/paths'
import { SERVICES } from '@/lib/i18n/services'
import { LOCALES } from '@/lib/i18n/locales'
import { pageAlternates } from './urls'

/**
 * One entry per page and language, each naming its counterparts. `paths` are the segments
 * after the language, as for buildMetadata.
 */
export function sitemapEntries(
  paths: ReadonlyArray<{ path: readonly string[]; lastModified?: string }>,
): MetadataRoute.Sitemap {
  return paths.flatMap(({ path, lastModified }) =>
    LOCALES.map((lang) => {
      const { canonical, languages } = pageAlternates(lang, path)
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
