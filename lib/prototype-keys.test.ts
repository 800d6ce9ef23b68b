import { describe, expect, it } from 'vitest'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { formatDate } from '@/lib/i18n/format-date'
import { CONTENTFUL_LOCALES } from '@/lib/contentful/locales'
import { HTML_LOCALES, INTL_LOCALES, isLang, LANG_NAMES, type Lang } from '@/lib/i18n/locales'
import { negotiateLang, pickFromAcceptLanguage } from '@/lib/i18n/negotiate'
import { isPagePath, localizePath, splitLangPrefix } from '@/lib/i18n/paths'
import { routeRequest } from '@/lib/i18n/route-request'
import { findServiceBySlug, LEGACY_SERVICE_SLUGS } from '@/lib/i18n/services'
import { hasKey, lookup, table } from '@/lib/lookup'
import { CURRENCY_SYMBOLS, isCurrency, PLAN_PRICES_EUR, RATES_PER_EUR } from '@/lib/pricing'
import { getShareCard } from '@/lib/seo/share-card'
import { PROTOTYPE_KEYS } from './prototype-keys'

/**
 * Every lookup a request can reach, fed the names an object inherits from its prototype. Each
 * must answer "unknown", never an inherited function: `/en/services/constructor` once gave 500.
 */
const names = PROTOTYPE_KEYS.map((name) => [name] as const)
const fr = () => 'fr' as const

describe.each(names)('the prototype name %s', (name) => {
  it('is no service slug, in either language or as a legacy address', () => {
    expect(findServiceBySlug(name)).toBeUndefined()
    expect(lookup(LEGACY_SERVICE_SLUGS, name)).toBeUndefined()
    expect(name in LEGACY_SERVICE_SLUGS).toBe(false)
  })

  it('is no page of the site, and the proxy answers it with the 404 page, never a redirect', () => {
    expect(isPagePath([name])).toBe(false)
    expect(isPagePath(['services', name])).toBe(false)
    expect(routeRequest(`/en/services/${name}`, fr)).toEqual({ kind: 'not-found', lang: 'en' })
    expect(routeRequest(`/fr/services/${name}`, fr)).toEqual({ kind: 'not-found', lang: 'fr' })
    expect(routeRequest(`/services/${name}`, fr)).toEqual({ kind: 'not-found', lang: 'fr' })
    expect(routeRequest(`/${name}`, fr)).toEqual({ kind: 'not-found', lang: 'fr' })
    expect(localizePath(['services', name], 'fr')).toBe(`/fr/services/${name}`)
  })

  it('is no language: not in the path prefix, the cookie or Accept-Language', () => {
    expect(isLang(name)).toBe(false)
    expect(splitLangPrefix(`/${name}/pricing`).lang).toBeNull()
    expect(negotiateLang({ cookie: name, acceptLanguage: `${name},${name};q=0.9` })).toBe('en')
    expect(pickFromAcceptLanguage(name)).toBeNull()
  })

  it('reads nothing from the language tables', () => {
    for (const from of [CONTENTFUL_LOCALES, HTML_LOCALES, INTL_LOCALES, LANG_NAMES]) {
      expect(lookup(from, name)).toBeUndefined()
      expect(Object.getPrototypeOf(from)).toBeNull()
    }
    // The dictionary and date tables are keyed by a Lang the layout validated; were a raw string
    // to slip through, they would still answer nothing rather than an inherited function.
    expect(getDictionary(name as Lang)).toBeUndefined()
    expect(() => formatDate('2026-03-05', name as Lang)).not.toThrow()
  })

  it('is no currency or plan', () => {
    expect(isCurrency(name)).toBe(false)
    for (const from of [RATES_PER_EUR, CURRENCY_SYMBOLS, PLAN_PRICES_EUR] as Array<Readonly<Record<string, unknown>>>) {
      expect(lookup(from, name)).toBeUndefined()
      expect(hasKey(from, name)).toBe(false)
    }
  })

  it('has no share card', () => {
    expect(getShareCard('en', [name])).toBeNull()
    expect(getShareCard('fr', ['services', name])).toBeNull()
  })
})

describe('table', () => {
  it('keeps its own keys readable and frozen', () => {
    const t = table({ a: 1 })
    expect(lookup(t, 'a')).toBe(1)
    expect(Object.isFrozen(t)).toBe(true)
    expect(isCurrency('EUR')).toBe(true)
    expect(findServiceBySlug('seo-optimization')).toEqual({ id: 'seo', lang: null })
  })
})
