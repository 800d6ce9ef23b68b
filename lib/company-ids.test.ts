import { describe, expect, it } from 'vitest'
import { frenchVatKey, isFrenchVatOf, isValidSiren } from './company-ids'
import { siteConfig } from './site'

describe('isValidSiren (Luhn)', () => {
  it('accepts real SIRENs and refuses a changed digit', () => {
    // La Poste, Renault, Danone: published identifiers.
    for (const siren of ['356 000 000', '441 639 465', '552 032 534']) expect(isValidSiren(siren), siren).toBe(true)
    expect(isValidSiren('356 000 001')).toBe(false)
    expect(isValidSiren('823 456 781')).toBe(false)
    expect(isValidSiren('12345678')).toBe(false)
  })
})

describe('frenchVatKey', () => {
  it('computes the key of published VAT numbers', () => {
    expect(frenchVatKey('356000000')).toBe(39) // FR 39 356000000
  })
})

describe('the identifiers in lib/site.ts', () => {
  const { siren, vat, rcs } = siteConfig.company

  it('give a SIREN that passes the Luhn check', () => {
    expect(isValidSiren(siren)).toBe(true)
  })

  it('give the VAT number of that SIREN, with the matching key', () => {
    expect(isFrenchVatOf(vat, siren)).toBe(true)
    expect(isFrenchVatOf('FR 41 823456781', '823 456 781')).toBe(false)
  })

  it('register the same SIREN at the RCS', () => {
    expect(rcs.replace(/\s/g, '')).toContain(siren.replace(/\s/g, ''))
  })
})
