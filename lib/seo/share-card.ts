import { getDictionary } from '@/lib/i18n/dictionaries'
import { LOCALES, type Lang } from '@/lib/i18n/locales'
import { localizePath, SECTIONS, splitPath, type Section } from '@/lib/i18n/paths'
import { findServiceBySlug } from '@/lib/i18n/services'
import { siteConfig } from '@/lib/site'
import { staticPagePaths } from './sitemap-entries'

/**
 * Share cards: the 1200×630 images that social networks and chat apps show for a link. Every
 * page whose copy is known at build time (home, sections, service pages) has its own card per
 * language, drawn by app/og/[lang]/[[...page]]/route.tsx and pre-rendered. Posts use their
 * featured image; the other blog pages (tags, categories, list pages) share the blog's card.
 */
export type ShareCard = { lang: Lang; kicker: string; title: string; description: string; siteName: string }

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const

/** Every card as route params: { lang: 'fr', page: ['services', 'referencement-naturel'] }. */
export function shareCardParams(): Array<{ lang: Lang; page: string[] }> {
  return LOCALES.flatMap((lang) =>
    staticPagePaths().map(({ path }) => ({ lang, page: splitPath(localizePath(path, lang)).slice(1) })),
  )
}

/** The card of a page, given the segments after the language; null when it has none. */
export function getShareCard(lang: Lang, page: readonly string[]): ShareCard | null {
  const dict = getDictionary(lang)
  const base = { lang, siteName: siteConfig.name }
  const [section, slug, ...more] = page
  if (more.length > 0) return null
  if (section === undefined) {
    return { ...base, kicker: dict.pages.home.meta.title, title: dict.pages.home.heading, description: dict.pages.home.meta.description }
  }
  if (!isSection(section)) return null
  if (slug === undefined) {
    const { meta, heading } = dict.pages[section]
    return { ...base, kicker: meta.title, title: heading, description: meta.description }
  }
  const service = section === 'services' ? findServiceBySlug(slug) : undefined
  // Only the slug of the card's own language: one address per card.
  if (!service || service.lang !== lang) return null
  const copy = dict.services[service.id]
  return { ...base, kicker: copy.name, title: copy.heroTitle, description: copy.heroSubtitle }
}

/** The address of the card a page shows: its own, else the nearest section's (blog pages). */
export function shareCardPath(lang: Lang, page: readonly string[]): string {
  const own = getShareCard(lang, page) ? page : page.slice(0, 1)
  const localized = splitPath(localizePath(own, lang)).slice(1)
  return ['', 'og', lang, ...localized].join('/')
}

function isSection(value: string): value is Exclude<Section, ''> {
  return value !== '' && (SECTIONS as readonly string[]).includes(value)
}
