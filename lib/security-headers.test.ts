import { describe, expect, it } from 'vitest'
import { buildContentSecurityPolicy, securityHeaders } from './security-headers.mjs'

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
