import { describe, expect, it } from 'vitest'
import { criticalSet } from './critical-set'

describe('criticalSet', () => {
  it('gives the home page its own set', () => {
    expect(criticalSet('/en')).toBe('home')
    expect(criticalSet('/fr/')).toBe('home')
  })

  it('gives a post the post set, made-up slugs included (they render the 404 page)', () => {
    expect(criticalSet('/en/blog/website-launch-checklist')).toBe('post')
    expect(criticalSet('/fr/blog/no-such-post')).toBe('post')
  })

  it('gives the blog\'s other addresses the blog set', () => {
    for (const path of ['/en/blog', '/fr/blog/', '/en/blog/page/2', '/en/blog/tag/seo', '/fr/blog/tag/seo/page/3', '/en/blog/category/web-development', '/en/blog/search', '/en/blog/no/such/page']) {
      expect(criticalSet(path), path).toBe('blog')
    }
  })

  it('gives each section\'s page a set of its own, and every service page the service set', () => {
    expect(criticalSet('/en/services')).toBe('services')
    expect(criticalSet('/fr/services/')).toBe('services')
    expect(criticalSet('/en/pricing')).toBe('pricing')
    expect(criticalSet('/fr/about')).toBe('about')
    expect(criticalSet('/en/contact')).toBe('contact')
    expect(criticalSet('/fr/portfolio')).toBe('portfolio')
    for (const path of ['/fr/services/referencement-naturel', '/en/services/ecommerce', '/en/services/no-such-service']) {
      expect(criticalSet(path), path).toBe('service')
    }
  })

  it('gives every other address the page set, made-up ones included', () => {
    for (const path of ['/en/privacy', '/fr/terms', '/en/no-such-page', '/en/about/team', '/en/services/seo/extra', '/fr/pricing/x', '/', '/de', '/de/about', '/blog/a-post', '/about']) {
      expect(criticalSet(path), path).toBe('page')
    }
  })
})
