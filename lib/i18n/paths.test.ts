import { describe, expect, it } from 'vitest'
import { blogPageKind, counterpartPath, isPagePath, localizePath, pagePath, splitLangPrefix } from './paths'
import { SERVICES } from './services'

describe('counterpartPath', () => {
  it.each([
    ['/en', 'fr', '/fr'],
    ['/fr', 'en', '/en'],
    ['/en/pricing', 'fr', '/fr/pricing'],
    ['/fr/about', 'en', '/en/about'],
    ['/en/contact', 'fr', '/fr/contact'],
    ['/en/portfolio', 'fr', '/fr/portfolio'],
    ['/en/privacy', 'fr', '/fr/privacy'],
    ['/en/terms', 'fr', '/fr/terms'],
    ['/en/services', 'fr', '/fr/services'],
    ['/en/blog', 'fr', '/fr/blog'],
    ['/en/blog/a-post', 'fr', '/fr/blog/a-post'],
    ['/fr/blog/tag/seo', 'en', '/en/blog/tag/seo'],
    ['/fr/blog/category/design', 'en', '/en/blog/category/design'],
    ['/en/blog/page/2', 'fr', '/fr/blog/page/2'],
  ] as const)('turns %s into %s → %s', (path, lang, expected) => {
    expect(counterpartPath(path, lang)).toBe(expected)
  })

  it.each(SERVICES.map((s) => [s.en, s.fr] as const))(
    'translates the service slug %s ↔ %s',
    (en, fr) => {
      expect(counterpartPath(`/en/services/${en}`, 'fr')).toBe(`/fr/services/${fr}`)
      expect(counterpartPath(`/fr/services/${fr}`, 'en')).toBe(`/en/services/${en}`)
    },
  )

  it('lands a legacy slug on the SEO page of the target language', () => {
    expect(localizePath(['services', 'seo-optimization'], 'fr')).toBe('/fr/services/referencement-naturel')
  })
})

describe('isPagePath', () => {
  it.each([
    [[]],
    [['pricing']],
    [['services', 'seo']],
    [['services', 'referencement-naturel']],
    [['blog', 'some-post']],
    [['blog', 'tag', 'seo']],
    [['blog', 'category', 'web-design']],
    [['blog', 'page', '3']],
    [['blog', 'rss.xml']],
    [['blog', 'search']],
    [['blog', 'tag', 'seo', 'page', '2']],
    [['blog', 'category', 'web-design', 'page', '120']],
  ])('accepts %j', (rest) => {
    expect(isPagePath(rest)).toBe(true)
  })

  it.each([
    [['nope']],
    [['services', 'nope']],
    [['pricing', 'extra']],
    [['blog', 'Not A Slug']],
    [['blog', 'tag']],
    [['blog', 'page', '0']],
    [['blog', 'tag', 'x', 'y']],
    [['blog', 'tag', 'x', 'page', '0']],
    [['blog', 'tag', 'x', 'page']],
    [['blog', 'page', '2', 'page', '2']],
    [['blog', 'search', 'x']],
    [['404']],
    [['blog', 'feed.xml']],
    [['blog', 'rss.xml', 'x']],
  ])('rejects %j', (rest) => {
    expect(isPagePath(rest)).toBe(false)
  })
})

describe('helpers', () => {
  it('splits the language prefix', () => {
    expect(splitLangPrefix('/fr/services/seo')).toEqual({ lang: 'fr', rest: ['services', 'seo'] })
    expect(splitLangPrefix('/pricing')).toEqual({ lang: null, rest: ['pricing'] })
  })

  it('builds page paths without a trailing slash', () => {
    expect(pagePath('en')).toBe('/en')
    expect(pagePath('fr', 'pricing')).toBe('/fr/pricing')
    expect(pagePath('fr', 'blog', 'tag', 'seo')).toBe('/fr/blog/tag/seo')
  })
})

describe('blogPageKind', () => {
  it.each([
    ['/en/blog', 'list'],
    ['/fr/blog/page/2', 'list'],
    ['/fr/blog/tag/seo', 'list'],
    ['/en/blog/category/branding?x=1', 'list'],
    ['/en/blog/a-post', 'post'],
    ['/fr/blog/a-post#conclusion', 'post'],
    ['/en/blog/rss.xml', null],
    ['/en/blog/page/0', null],
    ['/en/pricing', null],
    ['/blog', null],
    ['https://example.com/en/blog', null],
  ])('reads %s as %s', (href, kind) => {
    expect(blogPageKind(href)).toBe(kind)
  })
})
