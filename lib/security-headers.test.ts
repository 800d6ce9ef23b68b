import { describe, expect, it } from 'vitest'
import {
  assetHeaders,
  BUILD_ASSETS,
  buildContentSecurityPolicy,
  CONTENTFUL_APP_ORIGINS,
  DRAFT_COOKIE,
  securityHeaderRules,
  securityHeaders,
} from './security-headers.mjs'

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

function header(isProduction: boolean, key: string): string | undefined {
  return securityHeaders({ isProduction }).find((h) => h.key === key)?.value
}

describe('buildContentSecurityPolicy', () => {
  const production = directives(buildContentSecurityPolicy({ isProduction: true }))
  const development = directives(buildContentSecurityPolicy({ isProduction: false }))

  it('keeps the strict directives in every environment', () => {
    for (const policy of [production, development]) {
      expect(policy.get('default-src')).toEqual(["'self'"])
      expect(policy.get('object-src')).toEqual(["'none'"])
      expect(policy.get('base-uri')).toEqual(["'self'"])
      expect(policy.get('form-action')).toEqual(["'self'"])
      expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    }
  })

  it('allows images from the site, data/blob URLs and Contentful’s asset hosts only', () => {
    expect(production.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://images.ctfassets.net',
      'https://assets.ctfassets.net',
    ])
  })

  it('allows the Vercel Analytics and Speed Insights scripts and endpoints', () => {
    expect(production.get('script-src')).toContain('https://va.vercel-scripts.com')
    expect(production.get('connect-src')).toEqual(["'self'", 'https://va.vercel-scripts.com'])
  })

  it('allows eval only outside production', () => {
    expect(production.get('script-src')).not.toContain("'unsafe-eval'")
    expect(development.get('script-src')).toContain("'unsafe-eval'")
  })

  it('upgrades insecure requests in production only', () => {
    expect(production.has('upgrade-insecure-requests')).toBe(true)
    expect(development.has('upgrade-insecure-requests')).toBe(false)
  })

  it('never allows a wildcard source', () => {
    for (const sources of production.values()) expect(sources).not.toContain('*')
  })
})

describe('securityHeaders', () => {
  it('sends nosniff, the referrer policy and frame denial everywhere', () => {
    for (const isProduction of [true, false]) {
      expect(header(isProduction, 'X-Content-Type-Options')).toBe('nosniff')
      expect(header(isProduction, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin')
      expect(header(isProduction, 'X-Frame-Options')).toBe('DENY')
    }
  })

  it('sends no opener policy: a page opened from a blank tab keeps the tab’s process', () => {
    for (const isProduction of [true, false]) {
      for (const isDraft of [true, false]) {
        const keys = securityHeaders({ isProduction, isDraft }).map((h) => h.key.toLowerCase())
        expect(keys).not.toContain('cross-origin-opener-policy')
      }
    }
  })

  it('turns off the browser features the site does not use', () => {
    const features = header(true, 'Permissions-Policy')?.split(', ') ?? []
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
      expect(features).toContain(`${feature}=()`)
    }
  })

  it('pins HTTPS for at least a year with subdomains, in production only', () => {
    const hsts = header(true, 'Strict-Transport-Security') ?? ''
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000)
    expect(hsts).toContain('includeSubDomains')
    expect(header(false, 'Strict-Transport-Security')).toBeUndefined()
  })
})

describe('draft mode (Contentful Live Preview)', () => {
  it('lets Contentful’s web app, US and EU, and nothing else frame a draft page', () => {
    for (const isProduction of [true, false]) {
      const draft = directives(buildContentSecurityPolicy({ isProduction, isDraft: true }))
      expect(draft.get('frame-ancestors')).toEqual(['https://app.contentful.com', 'https://app.eu.contentful.com'])
    }
  })

  it('changes nothing else in the policy', () => {
    const published = directives(buildContentSecurityPolicy({ isProduction: true }))
    const draft = directives(buildContentSecurityPolicy({ isProduction: true, isDraft: true }))
    published.delete('frame-ancestors')
    draft.delete('frame-ancestors')
    expect(draft).toEqual(published)
  })

  it('drops X-Frame-Options only in draft mode, where it would deny Contentful too', () => {
    const draft = securityHeaders({ isProduction: true, isDraft: true })
    expect(draft.find((h) => h.key === 'X-Frame-Options')).toBeUndefined()
    expect(draft.map((h) => h.key).sort()).toEqual(
      securityHeaders({ isProduction: true }).map((h) => h.key).filter((k) => k !== 'X-Frame-Options').sort(),
    )
  })

  it('picks the policy by the draft cookie: today’s headers without it, the draft ones with it', () => {
    const rules = securityHeaderRules({ isProduction: true })
    const cookie = [{ type: 'cookie', key: DRAFT_COOKIE }]
    expect(DRAFT_COOKIE).toBe('__prerender_bypass')
    const documents = rules.filter((rule) => rule.source !== BUILD_ASSETS)
    expect(documents).toEqual([
      { source: documents[0]?.source, missing: cookie, headers: securityHeaders({ isProduction: true }) },
      { source: documents[0]?.source, has: cookie, headers: securityHeaders({ isProduction: true, isDraft: true }) },
    ])
    expect(CONTENTFUL_APP_ORIGINS.every((origin) => origin.startsWith('https://'))).toBe(true)
  })
})

describe('the build’s scripts and stylesheets', () => {
  it('get nosniff, the referrer policy and HSTS, not the headers that govern documents', () => {
    const rule = securityHeaderRules({ isProduction: true }).find((r) => r.source === BUILD_ASSETS)
    expect(rule?.has).toBeUndefined()
    expect(rule?.missing).toBeUndefined()
    expect(rule?.headers.map((h) => h.key)).toEqual(['X-Content-Type-Options', 'Referrer-Policy', 'Strict-Transport-Security'])
    expect(assetHeaders({ isProduction: false }).map((h) => h.key)).toEqual(['X-Content-Type-Options', 'Referrer-Policy'])
  })

  it('leave every other path to the document rules, and only those paths', () => {
    // Next matches `source` with path-to-regexp; the pattern's own regular expression is checked
    // here, and e2e/security-headers.spec.ts checks what the server really sends.
    const source = securityHeaderRules({ isProduction: true })[0]?.source ?? ''
    const pattern = /^\/:path\((.*)\)$/.exec(source)?.[1] ?? ''
    const documents = new RegExp(`^/(?:${pattern})$`)
    for (const path of ['/', '/en', '/fr/blog/some-post', '/_next/image', '/_next/static/media/font.woff2', '/icon.svg']) {
      expect(documents.test(path), path).toBe(true)
    }
    for (const path of ['/_next/static/chunks/0abc.js', '/_next/static/chunks/0abc.css']) {
      expect(documents.test(path), path).toBe(false)
    }
  })
})
