import { describe, expect, it } from 'vitest'
import { pageAlternates } from './urls'

// lib/env reads NEXT_PUBLIC_SITE_URL once; unset in unit tests, so the default origin applies.
const ORIGIN = 'http://localhost:3000'

describe('pageAlternates', () => {
  it('makes each language version its own canonical, with the prefix kept', () => {
    expect(pageAlternates('fr', ['pricing']).canonical).toBe(`${ORIGIN}/fr/pricing`)
    expect(pageAlternates('en', []).canonical).toBe(`${ORIGIN}/en`)
  })

  it('maps the service slug in the alternates and points x-default at English', () => {
    expect(pageAlternates('fr', ['services', 'referencement-naturel'])).toEqual({
      canonical: `${ORIGIN}/fr/services/referencement-naturel`,
      languages: {
        en: `${ORIGIN}/en/services/seo`,
        fr: `${ORIGIN}/fr/services/referencement-naturel`,
        'x-default': `${ORIGIN}/en/services/seo`,
      },
    })
  })
})
