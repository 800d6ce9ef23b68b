import { readBlogAddress } from '@/lib/blog/blog-address'
import { splitLangPrefix } from '@/lib/i18n/paths'
import type { CriticalSet } from './critical-css'

/**
 * Which critical set (app/critical-css.ts) the document at `pathname` carries: `home` for the
 * home page, `post` for an address shaped like a post's, `blog` for the blog's other addresses,
 * `page` for the rest. Each set holds only its family's rules, so a service page no longer carries
 * rich text's and a post no longer carries the services'. An address no page answers renders the
 * 404 page under the address typed, so every set but `home` holds the 404 page's rules: `home` is
 * picked for /{lang} alone, which always renders the home page.
 * Pure, so the line between families is unit-tested; scripts/critical-css.mjs (setPages) samples
 * the pages of each family along the same lines.
 */
export function criticalSet(pathname: string): CriticalSet {
  const { lang, rest } = splitLangPrefix(pathname)
  if (lang && rest.length === 0) return 'home'
  if (!lang || rest[0] !== 'blog') return 'page'
  return readBlogAddress(pathname)?.kind === 'post' ? 'post' : 'blog'
}
