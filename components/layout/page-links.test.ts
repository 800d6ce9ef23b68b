import { describe, expect, it } from 'vitest'
import { isPagePath, isPlainClick, pageHref } from './page-links'

const ORIGIN = 'https://www.example.test'

/** An anchor as the browser gives it: `href` resolved against the page, attributes as written. */
function anchor(href: string, attributes: Record<string, string> = {}) {
  const all: Record<string, string> = { href, ...attributes }
  return {
    href: new URL(href, `${ORIGIN}/en/blog`).href,
    target: all.target ?? '',
    getAttribute: (name: string) => all[name] ?? null,
    hasAttribute: (name: string) => name in all,
  }
}

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false }

describe('pageHref', () => {
  it('gives the path, query and hash of a page of this site', () => {
    expect(pageHref(anchor('/fr/services/creation-site-web'), ORIGIN)).toBe('/fr/services/creation-site-web')
    expect(pageHref(anchor('/en/blog?q=seo#results'), ORIGIN)).toBe('/en/blog?q=seo#results')
    expect(pageHref(anchor(`${ORIGIN}/en/pricing`), ORIGIN)).toBe('/en/pricing')
    expect(pageHref(anchor('/en#contact', { target: '_self' }), ORIGIN)).toBe('/en#contact')
  })

  it('leaves the browser a jump within the page, another tab, a download and another site', () => {
    expect(pageHref(anchor('#main'), ORIGIN)).toBeNull()
    expect(pageHref(anchor('/en/pricing', { target: '_blank' }), ORIGIN)).toBeNull()
    expect(pageHref(anchor('/en/pricing', { download: '' }), ORIGIN)).toBeNull()
    expect(pageHref(anchor('https://pagespeed.web.dev/'), ORIGIN)).toBeNull()
    expect(pageHref(anchor('mailto:hello@example.test'), ORIGIN)).toBeNull()
    expect(pageHref(anchor('http://www.example.test/en'), ORIGIN), 'another scheme is another origin').toBeNull()
  })

  it('leaves the browser a feed, a sitemap and the app’s handlers', () => {
    expect(pageHref(anchor('/en/blog/rss.xml'), ORIGIN)).toBeNull()
    expect(pageHref(anchor('/sitemap.xml'), ORIGIN)).toBeNull()
    expect(pageHref(anchor('/api/draft/disable?slug=/en'), ORIGIN)).toBeNull()
  })
})

describe('isPagePath', () => {
  it('knows a page from a file by its extension', () => {
    expect(isPagePath('/')).toBe(true)
    expect(isPagePath('/en/blog/tag/ux/page/2')).toBe(true)
    expect(isPagePath('/portfolio/atelier-lumen.webp')).toBe(false)
    expect(isPagePath('/en/blog/rss.xml')).toBe(false)
    expect(isPagePath('/api/revalidate')).toBe(false)
  })
})

describe('isPlainClick', () => {
  it('takes a plain click with the main button', () => {
    expect(isPlainClick(click)).toBe(true)
  })

  it('leaves any other click to the browser or the page', () => {
    for (const change of [{ button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { defaultPrevented: true }]) {
      expect(isPlainClick({ ...click, ...change }), JSON.stringify(change)).toBe(false)
    }
  })
})
