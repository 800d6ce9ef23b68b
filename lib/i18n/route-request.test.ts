import { describe, expect, it } from 'vitest'
import { routeRequest } from './route-request'

const fr = () => 'fr' as const

describe('routeRequest', () => {
  it('sends the root to the preferred language with 307', () => {
    expect(routeRequest('/', fr)).toEqual({ kind: 'redirect', status: 307, path: '/fr' })
  })

  it('prefixes a known page path, translating a service slug on the way', () => {
    expect(routeRequest('/pricing', fr)).toEqual({ kind: 'redirect', status: 307, path: '/fr/pricing' })
    expect(routeRequest('/services/seo', fr)).toEqual({
      kind: 'redirect',
      status: 307,
      path: '/fr/services/referencement-naturel',
    })
    expect(routeRequest('/blog/some-post', fr)).toEqual({
      kind: 'redirect',
      status: 307,
      path: '/fr/blog/some-post',
    })
  })

  it('moves a service slug of the other language with 308', () => {
    expect(routeRequest('/fr/services/seo', fr)).toEqual({
      kind: 'redirect',
      status: 308,
      path: '/fr/services/referencement-naturel',
    })
    expect(routeRequest('/en/services/creation-site-web', fr)).toEqual({
      kind: 'redirect',
      status: 308,
      path: '/en/services/website-creation',
    })
  })

  it('moves both legacy slugs to the SEO page of the path’s language with 308', () => {
    expect(routeRequest('/en/services/seo-optimization', fr)).toMatchObject({ status: 308, path: '/en/services/seo' })
    expect(routeRequest('/en/services/optimisation-seo', fr)).toMatchObject({ status: 308, path: '/en/services/seo' })
    expect(routeRequest('/fr/services/seo-optimization', fr)).toMatchObject({
      status: 308,
      path: '/fr/services/referencement-naturel',
    })
  })

  it('lets the pages of a language through', () => {
    expect(routeRequest('/en', fr)).toEqual({ kind: 'pass' })
    expect(routeRequest('/fr/services/referencement-naturel', fr)).toEqual({ kind: 'pass' })
    expect(routeRequest('/en/blog/tag/seo', fr)).toEqual({ kind: 'pass' })
  })

  it('answers unknown paths with the localized 404, from the prefix or else the preference', () => {
    expect(routeRequest('/en/nope', fr)).toEqual({ kind: 'not-found', lang: 'en' })
    expect(routeRequest('/nope', fr)).toEqual({ kind: 'not-found', lang: 'fr' })
    expect(routeRequest('/404', fr)).toEqual({ kind: 'not-found', lang: 'fr' })
    expect(routeRequest('/de/pricing', fr)).toEqual({ kind: 'not-found', lang: 'fr' })
  })

  it('rejects malformed escapes, null bytes and overlong paths with a 4xx', () => {
    expect(routeRequest('/%', fr)).toEqual({ kind: 'reject', status: 400 })
    expect(routeRequest('/en/blog/%ff', fr)).toEqual({ kind: 'reject', status: 400 })
    expect(routeRequest('/_next/static/%', fr)).toEqual({ kind: 'reject', status: 400 })
    expect(routeRequest('/en/%00', fr)).toEqual({ kind: 'reject', status: 400 })
    expect(routeRequest(`/${'a'.repeat(3000)}`, fr)).toEqual({ kind: 'reject', status: 414 })
  })

  it('leaves build assets, API routes, share cards and public files alone', () => {
    expect(routeRequest('/_next/static/chunks/app.js', fr)).toEqual({ kind: 'pass' })
    expect(routeRequest('/api/revalidate', fr)).toEqual({ kind: 'pass' })
    expect(routeRequest('/og/fr/services/referencement-naturel', fr)).toEqual({ kind: 'pass' })
    expect(routeRequest('/services/website-creation.svg', fr)).toEqual({ kind: 'pass' })
    expect(routeRequest('/robots.txt', fr)).toEqual({ kind: 'pass' })
    // Any file, in any folder of public/, with no list to keep.
    expect(routeRequest('/new-file.webmanifest', fr)).toEqual({ kind: 'pass' })
    expect(routeRequest('/team/2026/camille.jpg', fr)).toEqual({ kind: 'pass' })
    // A page name is never a file, and under a language prefix only pages exist.
    expect(routeRequest('/pricing', fr)).toEqual({ kind: 'redirect', status: 307, path: '/fr/pricing' })
    expect(routeRequest('/en/robots.txt', fr)).toEqual({ kind: 'not-found', lang: 'en' })
  })

  it('never builds a redirect that leaves the site', () => {
    for (const path of ['//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '///evil.example/']) {
      const decision = routeRequest(path, fr)
      if (decision.kind === 'redirect') expect(decision.path).toMatch(/^\/(en|fr)(\/|$)/)
    }
  })
  it('only ever redirects to a clean path under a language, whatever surrounds a page name', () => {
    // Hostile material around names that do redirect: the target is rebuilt from known segments
    // and shape-checked slugs, so nothing of the request but those reaches Location.
    const noise = ['', '/', '//', '\\', '%2F', '%5C', '%2F%2F', '..', '.', 'evil.example', '@evil.example', '%09']
    const pages = ['', 'pricing', 'services/seo', 'services/referencement-naturel', 'blog/some-post', 'blog/tag/news']
    let redirects = 0
    for (const before of noise) {
      for (const page of pages) {
        for (const after of noise) {
          for (const path of [`/${before}/${page}${after}`, `/${before}${page}/${after}`, `/fr/${before}/${page}/${after}`]) {
            const decision = routeRequest(path, fr)
            if (decision.kind !== 'redirect') continue
            redirects++
            expect(decision.path, path).toMatch(/^\/(en|fr)(\/[a-z0-9-]+)*$/)
          }
        }
      }
    }
    expect(redirects).toBeGreaterThan(50)
  })
})
