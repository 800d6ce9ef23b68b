import { table } from '@/lib/lookup'

export const LOCALES = ['en', 'fr'] as const
export type Lang = (typeof LOCALES)[number]
export const DEFAULT_LANG: Lang = 'en'

/** The cookie the language switch sets and the proxy reads first. */
export const LANG_COOKIE = 'NEXT_LOCALE'

/**
 * What the language switch writes to `document.cookie` when a visitor picks a language: kept a
 * year, for the whole site, and sent on the next visit to '/' (lax) so the proxy serves it.
 */
export function langCookie(lang: Lang): string {
  return `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export function otherLang(lang: Lang): Lang {
  return lang === 'en' ? 'fr' : 'en'
}

/** BCP 47 tags for Intl's date and number formats. */
export const INTL_LOCALES = table<Lang, string>({ en: 'en-US', fr: 'fr-FR' })

/** Open Graph's locale form (og:locale, og:locale:alternate). */
export const HTML_LOCALES = table<Lang, string>({ en: 'en_US', fr: 'fr_FR' })

/** Each language named in itself: the language switch shows the other one's name. */
export const LANG_NAMES = table<Lang, string>({ en: 'English', fr: 'Français' })
