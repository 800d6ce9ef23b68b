import { DEFAULT_LANG, isLang, type Lang } from './locales'

type Signals = {
  cookie?: string | null
  acceptLanguage?: string | null
  country?: string | null
}

/**
 * The visitor's language, in order: the cookie the language switch sets, the browser's
 * Accept-Language (first of en/fr by quality), the country header of the host, else English.
 */
export function negotiateLang({ cookie, acceptLanguage, country }: Signals): Lang {
  if (isLang(cookie)) return cookie
  const fromHeader = acceptLanguage ? pickFromAcceptLanguage(acceptLanguage) : null
  if (fromHeader) return fromHeader
  if (country?.trim().toUpperCase() === 'FR') return 'fr'
  return DEFAULT_LANG
}

export function pickFromAcceptLanguage(header: string): Lang | null {
  const ranges = header
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', quality, index }
    })
    .filter((r) => Number.isFinite(r.quality) && r.quality > 0)
    // Stable by position: among equal qualities the header's order decides.
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  const match = ranges.find((r) => isLang(r.base))
  return match && isLang(match.base) ? match.base : null
}
