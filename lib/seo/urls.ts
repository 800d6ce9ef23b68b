import { env } from '@/lib/env'
import { LOCALES, localizePath, type Lang } from '@/lib/i18n'

/** Absolute URL of a site path: absoluteUrl('/fr/pricing'). */
export function absoluteUrl(path: string): string {
  return `${env.siteUrl}${path === '/' ? '' : path}`
}

/**
 * Canonical and hreflang alternates of a page, given its segments after the language. Each language
 * version is its own canonical (never the other language's), x-default points at the English one.
 */
export function pageAlternates(lang: Lang, rest: readonly string[]) {
  const languages = Object.fromEntries(
    LOCALES.map((l) => [l, absoluteUrl(localizePath(rest, l))]),
  ) as Record<Lang, string>
  return {
    canonical: absoluteUrl(localizePath(rest, lang)),
    languages: { ...languages, 'x-default': languages.en },
  }
}
