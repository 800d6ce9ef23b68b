import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain JavaScript module that Next loads itself (next.config.mjs).
import { withRedirectLocation } from './cache-handler.mjs'

const page = (status: number, html: string, headers: Record<string, string> = {}) => ({ kind: 'APP_PAGE', status, html, headers })
const REDIRECT_HTML = '<head><meta id="__next-page-redirect" http-equiv="refresh" content="1;url=/en/blog"/></head>'

describe('withRedirectLocation', () => {
  it('puts back the Location of a redirect that Next stored without it (background re-render)', () => {
    expect(withRedirectLocation(page(307, REDIRECT_HTML)).headers).toEqual({ location: '/en/blog' })
  })

  it('leaves pages, redirects that have their Location, and other hosts alone', () => {
    const ok = page(200, REDIRECT_HTML)
    expect(withRedirectLocation(ok)).toBe(ok)
    const located = page(307, REDIRECT_HTML, { location: '/fr/blog' })
    expect(withRedirectLocation(located)).toBe(located)
    const elsewhere = page(307, REDIRECT_HTML.replace('/en/blog', '//evil.example/x'))
    expect(withRedirectLocation(elsewhere)).toBe(elsewhere)
  })
})
