import { describe, expect, it } from 'vitest'
import { LOCALES } from '@/lib/i18n/locales'
import { SECTIONS } from '@/lib/i18n/paths'
import { SERVICES } from '@/lib/i18n/services'
import { getShareCard, shareCardParams, shareCardPath } from './share-card'

describe('share cards', () => {
  it('draws one card per static page and language, with the slugs of that language', () => {
    const params = shareCardParams()
    expect(params).toHaveLength(LOCALES.length * (SECTIONS.length + SERVICES.length))
    expect(params).toContainEqual({ lang: 'en', page: [] })
    expect(params).toContainEqual({ lang: 'fr', page: ['services', 'referencement-naturel'] })
    expect(params).not.toContainEqual({ lang: 'fr', page: ['services', 'seo'] })
    for (const { lang, page } of params) expect(getShareCard(lang, page)).not.toBeNull()
  })

  it('says what the page says, in its language', () => {
    expect(getShareCard('fr', ['services', 'referencement-naturel'])).toMatchObject({
      lang: 'fr',
      kicker: 'Référencement naturel',
    })
    expect(getShareCard('en', ['services', 'branding'])?.title).toBe('Brand Identity Design That Makes You Stand Out')
    expect(getShareCard('en', [])?.title).not.toBe(getShareCard('fr', [])?.title)
  })

  it('has no card for unknown pages or the other language’s slug', () => {
    expect(getShareCard('en', ['nope'])).toBeNull()
    expect(getShareCard('fr', ['services', 'seo'])).toBeNull()
    expect(getShareCard('en', ['blog', 'some-post'])).toBeNull()
  })

  it('gives blog pages the blog’s card and every other page its own', () => {
    expect(shareCardPath('en', [])).toBe('/og/en')
    expect(shareCardPath('fr', ['pricing'])).toBe('/og/fr/pricing')
    expect(shareCardPath('fr', ['services', 'referencement-naturel'])).toBe('/og/fr/services/referencement-naturel')
    expect(shareCardPath('fr', ['blog', 'tag', 'seo'])).toBe('/og/fr/blog')
    expect(shareCardPath('en', ['blog', 'some-post'])).toBe('/og/en/blog')
  })
})
