import { describe, expect, it } from 'vitest'
import { langCookie, LANG_COOKIE } from './locales'
import { negotiateLang, pickFromAcceptLanguage } from './negotiate'

describe('negotiateLang', () => {
  it('prefers the cookie over every header', () => {
    expect(negotiateLang({ cookie: 'en', acceptLanguage: 'fr', country: 'FR' })).toBe('en')
    expect(negotiateLang({ cookie: 'fr', acceptLanguage: 'en' })).toBe('fr')
  })

  it('reads back the cookie the language switch writes, for a year and the whole site', () => {
    const [pair, ...attributes] = langCookie('fr').split('; ')
    expect(pair).toBe(`${LANG_COOKIE}=fr`)
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'max-age=31536000', 'samesite=lax']))
    expect(negotiateLang({ cookie: pair?.split('=')[1], acceptLanguage: 'en' })).toBe('fr')
  })

  it('ignores a cookie that is not a language', () => {
    expect(negotiateLang({ cookie: 'de', acceptLanguage: 'fr-FR' })).toBe('fr')
  })

  it('then reads Accept-Language', () => {
    expect(negotiateLang({ acceptLanguage: 'fr-CA,fr;q=0.9,en;q=0.8' })).toBe('fr')
    expect(negotiateLang({ acceptLanguage: 'en-GB,en;q=0.9', country: 'FR' })).toBe('en')
  })

  it('lets the country decide when the header names neither language', () => {
    expect(negotiateLang({ acceptLanguage: 'de-DE,de;q=0.9', country: 'FR' })).toBe('fr')
    expect(negotiateLang({ acceptLanguage: 'de-DE', country: 'DE' })).toBe('en')
  })

  it('falls back to English', () => {
    expect(negotiateLang({})).toBe('en')
  })
})

describe('pickFromAcceptLanguage', () => {
  it('orders by quality, not by position', () => {
    expect(pickFromAcceptLanguage('en;q=0.5, fr;q=0.8')).toBe('fr')
  })

  it('keeps the header order between equal qualities', () => {
    expect(pickFromAcceptLanguage('fr, en')).toBe('fr')
    expect(pickFromAcceptLanguage('en, fr')).toBe('en')
  })

  it('skips refused and malformed ranges', () => {
    expect(pickFromAcceptLanguage('fr;q=0, en')).toBe('en')
    expect(pickFromAcceptLanguage('fr;q=abc, en;q=0.1')).toBe('en')
    expect(pickFromAcceptLanguage(';;;,,,')).toBeNull()
    expect(pickFromAcceptLanguage('*')).toBeNull()
  })
})
