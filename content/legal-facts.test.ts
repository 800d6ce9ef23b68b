import { describe, expect, it } from 'vitest'
import { siteConfig } from '@/lib/site'
import { en } from './en'
import { fr } from './fr'

const text = (value: unknown): string => JSON.stringify(value)

describe.each([
  ['en', en, /not appointed a data protection officer/, /no decision about you based solely on automated processing/],
  ['fr', fr, /pas désigné de délégué à la protection des données/, /aucune décision fondée exclusivement sur un traitement automatisé/],
] as const)('the %s legal pages', (_, dict, dpo, automated) => {
  const privacy = text(dict.legal.privacy(siteConfig))
  const terms = text(dict.legal.terms(siteConfig))

  it('give the host’s telephone number in the legal notice (LCEN art. 6)', () => {
    expect(siteConfig.host.phone).toMatch(/^\+\d[\d \u00a0]{7,}$/) // digits grouped by spaces that may be no-break
    expect(terms).toContain(siteConfig.host.phone)
  })

  it('say whether a data protection officer is appointed (GDPR 13.1.b)', () => {
    expect(privacy).toMatch(dpo)
    expect(terms).toMatch(dpo)
  })

  it('say whether automated decisions are made (GDPR 13.2.f)', () => {
    expect(privacy).toMatch(automated)
  })
})
