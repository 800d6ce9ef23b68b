import { isLang, type Lang } from './locales'
import { findServiceBySlug, serviceSlug } from './services'

/** Top-level sections every language has, '' being the home page. */
export const SECTIONS = [
  '',
  'services',
  'pricing',
  'about',
  'contact',
  'portfolio',
  'privacy',
  'terms',
  'blog',
] as const
export type Section = (typeof SECTIONS)[number]

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const BLOG_LISTINGS = ['tag', 'category', 'page', 'search']
const PAGE_NUMBER = /^[1-9]\d{0,4}$/

export function splitPath(pathname: string): string[] {
  return pathname.split('/').filter(Boolean)
}

/** Splits '/fr/services/seo' into { lang: 'fr', rest: ['services', 'seo'] }. */
export function splitLangPrefix(pathname: string): { lang: Lang | null; rest: string[] } {
  const segments = splitPath(pathname)
  const [first, ...rest] = segments
  return isLang(first) ? { lang: first, rest } : { lang: null, rest: segments }
}

/**
 * Whether the segments after the language name a page of the site. Blog slugs are checked for
 * shape only: whether the post exists is the blog page's business.
 */
export function isPagePath(rest: readonly string[]): boolean {
  const [section, second, third, fourth, fifth, ...more] = rest
  if (more.length > 0) return false
  if (section === undefined) return true
  if (!(SECTIONS as readonly string[]).includes(section)) return false
  if (second === undefined) return true
  if (section === 'services') return third === undefined && fourth === undefined && findServiceBySlug(second) !== undefined
  if (section !== 'blog') return false
  // blog/rss.xml is the language's feed and blog/search the search without JavaScript; 'tag',
  // 'category', 'page' and 'search' name listings, so no post can take them as its slug.
  if (third === undefined) {
    return second === 'rss.xml' || second === 'search' || (SLUG.test(second) && !BLOG_LISTINGS.includes(second))
  }
  if (second === 'page') return fourth === undefined && PAGE_NUMBER.test(third)
  if (second !== 'tag' && second !== 'category') return false
  // A tag's or a category's page n: blog/tag/{slug}/page/{n}.
  return SLUG.test(third) && (fourth === undefined || (fourth === 'page' && fifth !== undefined && PAGE_NUMBER.test(fifth)))
}

/**
 * The same page in `lang`: the prefix swapped, a service slug translated (legacy slugs land on
 * their page). Segments that carry no language (blog slugs) are kept as they are.
 */
export function localizePath(rest: readonly string[], lang: Lang): string {
  const segments = [...rest]
  if (segments[0] === 'services' && segments[1] !== undefined) {
    const service = findServiceBySlug(segments[1])
    if (service) segments[1] = serviceSlug(service.id, lang)
  }
  return ['', lang, ...segments].join('/')
}

/** What a blog page shows while it loads: a list's cards or a post's article. */
export type BlogPageKind = 'list' | 'post'

/**
 * Which kind of blog page a link leads to, or null for any other page: '/fr/blog/tag/seo' is a
 * list, '/en/blog/a-post' a post. A query or a hash does not change the page.
 */
export function blogPageKind(href: string): BlogPageKind | null {
  const { lang, rest } = splitLangPrefix(href.split(/[?#]/, 1)[0] ?? '')
  if (lang === null || rest[0] !== 'blog' || !isPagePath(rest)) return null
  if (rest[1] === 'rss.xml') return null
  return rest.length === 2 && rest[1] !== 'search' ? 'post' : 'list'
}

/** The counterpart of a prefixed path in the other language, e.g. for the language switch. */
export function counterpartPath(pathname: string, lang: Lang): string {
  return localizePath(splitLangPrefix(pathname).rest, lang)
}

/** The path of a section page in a language: pagePath('fr', 'pricing') → '/fr/pricing'. */
export function pagePath(lang: Lang, section: Section = '', ...more: string[]): string {
  return ['', lang, section, ...more].filter((s, i) => i === 0 || s !== '').join('/')
}

export function servicePath(lang: Lang, id: Parameters<typeof serviceSlug>[0]): string {
  return pagePath(lang, 'services', serviceSlug(id, lang))
}
