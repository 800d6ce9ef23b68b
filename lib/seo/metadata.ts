import type { Metadata } from 'next'
import { HTML_LOCALES, otherLang, type Lang } from '@/lib/i18n'
import { siteConfig } from '@/lib/site'
import { SHARE_CARD_SIZE, shareCardPath } from './share-card'
import { pageAlternates } from './urls'

type PageMeta = {
  lang: Lang
  /** The page's path segments after the language, e.g. ['services', 'seo']. */
  path: readonly string[]
  title: string
  description: string
  /** Set for pages whose title already names the site (blog posts), so the template is skipped. */
  absoluteTitle?: boolean
  /** The page's own share image (a post's featured image); else its generated share card. */
  image?: { url: string; width?: number; height?: number; alt?: string }
  type?: 'website' | 'article'
  publishedTime?: string
  /** The languages the page exists in (an untranslated post: one); every one by default. */
  langs?: readonly Lang[]
}

/**
 * A title put into the site's template ("%s | Meridian Digital"). A replacement function, not a
 * string: in a replacement string `$&`, `$'` and `` $` `` are patterns, and a post titled
 * "Save $& earn" would come out garbled.
 */
export function fillTitleTemplate(template: string, title: string): string {
  return template.replace('%s', () => title)
}

/**
 * The one helper every page's generateMetadata goes through: title, description, canonical,
 * alternates, share cards.
 */
export function buildMetadata(page: PageMeta): Metadata {
  const alternates = pageAlternates(page.lang, page.path, page.langs)
  const other = otherLang(page.lang)
  const images = [page.image ?? { url: shareCardPath(page.lang, page.path), ...SHARE_CARD_SIZE, alt: page.title }]
  return {
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description: page.description,
    alternates,
    openGraph: {
      type: page.type ?? 'website',
      url: alternates.canonical,
      siteName: siteConfig.name,
      title: page.title,
      description: page.description,
      locale: HTML_LOCALES[page.lang],
      alternateLocale: !page.langs || page.langs.includes(other) ? [HTML_LOCALES[other]] : [],
      images,
      ...(page.publishedTime ? { publishedTime: page.publishedTime } : {}),
    },
    // Not trimmed to the card type although X falls back to og:*: Next fills a missing twitter
    // title, description or image from openGraph (postProcessMetadata), and the filled-in image
    // brings twitter:image:width/height/alt too. The image as a bare URL is the smallest form.
    twitter: {
      card: 'summary_large_image',
      title: page.title,
      description: page.description,
      images: images.map((i) => i.url),
    },
  }
}
