import { env } from '@/lib/env'
import { LOCALES, localizePath, type Lang } from '@/lib/i18n'

/** Absolute URL of a site path: absoluteUrl('/fr/pricing'). */
export function absoluteUrl(path: string): string {
  return `${env.siteUrl}${path === '/' ? '' : path}`
}

/**
 * Canonical and hreflang alternates of a page, given its segments after the language. Each language
 * version is its own canonical (never the other language's), x-default points at the English one
 * (or the page's first language: a post may exist in French only). `langs`: the languages the
 * page exists in (a post, tag or category is not always translated); every one by default.
 */
export function pageAlternates(lang: Lang, rest: readonly string[], langs: readonly Lang[] = LOCALES) {
  const present = LOCALES.filter((l) => langs.includes(l))
  const languages: Partial<Record<Lang | 'x-default', string>> = Object.fromEntries(
    present.map((l) => [l, absoluteUrl(localizePath(rest, l))]),
  )
  const fallback = languages.en ?? languages[present[0] ?? lang]
  return {
    canonical: absoluteUrl(localizePath(rest, lang)),
    languages: fallback ? { ...languages, 'x-default': fallback } : languages,
  }
}
