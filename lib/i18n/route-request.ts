import { findServiceBySlug } from './services'
import type { Lang } from './locales'
import { isPagePath, localizePath, splitLangPrefix } from './paths'

/** What the proxy should do with a request path; pure, so the rules are unit-tested. */
export type RouteDecision =
  | { kind: 'pass' }
  | { kind: 'reject'; status: 400 | 414 }
  | { kind: 'redirect'; status: 307 | 308; path: string }
  | { kind: 'not-found'; lang: Lang }

const MAX_PATH_LENGTH = 2048

/** Request header through which the proxy tells the global 404 page its language. */
export const NOT_FOUND_LANG_HEADER = 'x-not-found-lang'

export function routeRequest(pathname: string, preferred: () => Lang): RouteDecision {
  if (pathname.length > MAX_PATH_LENGTH) return { kind: 'reject', status: 414 }
  // Next answers 500 to a malformed escape (`/%`, `/en/blog/%ff`); we answer 400 first.
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return { kind: 'reject', status: 400 }
  }
  if (decoded.includes('\0')) return { kind: 'reject', status: 400 }
  // Build assets, route handlers, share cards and the host's own endpoints (Vercel's analytics).
  if (/^\/(_next|_vercel|api|og)\//.test(pathname)) return { kind: 'pass' }

  const { lang, rest } = splitLangPrefix(pathname)
  if (lang) return isPagePath(rest) ? routeLocalized(lang, rest) : { kind: 'not-found', lang }
  if (isFilePath(rest)) return { kind: 'pass' }
  const target = preferred()
  if (isPagePath(rest)) return { kind: 'redirect', status: 307, path: localizePath(rest, target) }
  return { kind: 'not-found', lang: target }
}

function routeLocalized(lang: Lang, rest: string[]): RouteDecision {
  const [section, slug, ...more] = rest
  if (section === 'services' && slug !== undefined && more.length === 0) {
    const service = findServiceBySlug(slug)
    // 308, not 307: the slug of the page's own language is its permanent address, so search
    // engines should move the ranking there.
    if (service && service.lang !== lang) {
      return { kind: 'redirect', status: 308, path: localizePath(rest, lang) }
    }
  }
  return { kind: 'pass' }
}

/**
 * A path outside the language prefix whose last segment has an extension names a file: one of
 * public/, or a metadata route (robots.txt, sitemap.xml, icon.svg). Next serves it or answers
 * 404, so a file put in public/ needs no list here. Pages never have an extension.
 */
function isFilePath(rest: readonly string[]): boolean {
  return /\.[a-z0-9]+$/i.test(rest[rest.length - 1] ?? '')
}
