import { readBlogAddress } from '@/lib/blog/blog-address'
import { splitLangPrefix } from '@/lib/i18n/paths'
import type { CriticalSet } from './critical-css'

/** The sections whose one page has a set of its own, named after the section. */
const SECTION_SETS = ['services', 'pricing', 'about', 'contact', 'portfolio'] as const satisfies readonly CriticalSet[]

const isSectionSet = (section: string): section is (typeof SECTION_SETS)[number] =>
  (SECTION_SETS as readonly string[]).includes(section)

/**
 * Which critical set (app/critical-css.ts) the document at `pathname` carries: one per kind of
 * page. `home` for the home page, `post` for an address shaped like a post's, `blog` for the
 * blog's other addresses, `service` for a service's page, the section's name for the services,
 * pricing, about, contact and portfolio pages, `page` for the rest (the legal pages). Each set
 * holds only its kind's rules: the about page no longer carries the services' and the pricing
 * tables' (one set for all of these was 18.3 KiB, each kind's is 10–12). An address no page
 * answers renders the 404 page under the address typed, so every set but `home` holds the 404
 * page's rules: `home` is picked for /{lang} alone, which always renders the home page.
 * Pure, so the line between sets is unit-tested; scripts/critical-css.mjs (setPages) samples the
 * pages of each set along the same lines.
 */
export function criticalSet(pathname: string): CriticalSet {
  const { lang, rest } = splitLangPrefix(pathname)
  if (!lang) return 'page'
  const [section, slug, ...more] = rest
  if (section === undefined) return 'home'
  if (section === 'blog') return readBlogAddress(pathname)?.kind === 'post' ? 'post' : 'blog'
  if (more.length > 0) return 'page'
  if (section === 'services' && slug !== undefined) return 'service'
  return slug === undefined && isSectionSet(section) ? section : 'page'
}
