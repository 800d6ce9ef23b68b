import type { Metadata } from 'next'
import type { Lang } from '@/lib/i18n/locales'
import { pagePath } from '@/lib/i18n/paths'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { absoluteUrl } from '@/lib/seo'
import { siteConfig } from '@/lib/site'

/** Adds the language's RSS feed to a blog page's head (<link rel="alternate" type="application/rss+xml">). */
export function withFeed(lang: Lang, metadata: Metadata): Metadata {
  const title = getDictionary(lang).blog.rss.title(siteConfig.name)
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [{ url: absoluteUrl(pagePath(lang, 'blog', 'rss.xml')), title }] },
    },
  }
}
