import { isLang, type Lang } from '@/lib/i18n/locales'

/** An address under /{lang}/blog that names one thing which must exist: a post, a tag, a category or a list page. */
export type BlogAddress =
  | { kind: 'post'; lang: Lang; slug: string }
  /** `page`: a tag's or a category's page n (≥ 2), /{lang}/blog/{kind}/{slug}/page/{n}; absent for its first page. */
  | { kind: 'tag' | 'category'; lang: Lang; slug: string; page?: number }
  | { kind: 'page'; lang: Lang; page: number }

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const LISTINGS = new Set(['tag', 'category', 'page', 'rss.xml', 'search'])
const PAGE_NUMBER = /^[1-9]\d{0,4}$/

/**
 * What a request path names in the blog, or undefined for anything else (the list itself, the
 * feed, other sections, shapes no route serves). Pure, so the proxy's rule is unit-tested.
 */
export function readBlogAddress(pathname: string): BlogAddress | undefined {
  const [lang, section, second, third, fourth, fifth, ...more] = pathname.split('/').filter(Boolean)
  if (!isLang(lang) || section !== 'blog' || second === undefined || more.length > 0) return undefined
  if (third === undefined) return !LISTINGS.has(second) && SLUG.test(second) ? { kind: 'post', lang, slug: second } : undefined
  if (second === 'page') return fourth === undefined && PAGE_NUMBER.test(third) ? { kind: 'page', lang, page: Number(third) } : undefined
  if ((second !== 'tag' && second !== 'category') || !SLUG.test(third)) return undefined
  if (fourth === undefined) return { kind: second, lang, slug: third }
  // Page 1 of a tag is the tag's own page (the route redirects …/page/1 there).
  if (fourth === 'page' && fifth !== undefined && PAGE_NUMBER.test(fifth) && fifth !== '1') return { kind: second, lang, slug: third, page: Number(fifth) }
  return undefined
}
