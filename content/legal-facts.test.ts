import { describe, expect, it } from 'vitest'
import { KEEP_DELIVERED_MS } from '@/lib/contact/outbox/entries.mjs'
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

  it('give the host’s telephone number in the legal notice (LCEN art. 1-1)', () => {
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

  it('give the right to restriction in the cases of GDPR article 18, not in one', () => {
    const restriction = /(limitation du traitement|restrict its processing)[^;]*;/.exec(privacy)?.[0] ?? ''
    expect(restriction).toMatch(/(article|Article) 18/)
    for (const ground of [/exactitude|accuracy/, /illicite|unlawful/, /justice|legal claim/, /opposition|objection/]) expect(restriction).toMatch(ground)
  })

  it('cite the LCEN as the SREN law of 21 May 2024 amended it: article 1-1, not article 6', () => {
    expect(terms).toMatch(/\b1-1\b[\s\S]{0,40}2004-575[\s\S]{0,200}2024-449/)
    expect(terms).not.toMatch(/(article|Article) 6 (de la loi|of the Law)/)
  })

  it('name the mail provider and say whether the messages leave the EU (GDPR 13.1.e, 13.1.f)', () => {
    expect(privacy).toContain(siteConfig.mail.name)
    expect(privacy).toMatch(siteConfig.mail.inEu ? /(dans l’Union européenne|in the European Union)[^.]*(n’en sortent pas|do not leave it)/ : /(établi hors|established outside)/)
  })

  it('keep no retention period shorter than the code’s (contact queue, rate limit)', () => {
    // The outbox keeps a delivered message KEEP_DELIVERED_MS; lib/contact/rate-limit.ts counts an
    // address for 10 minutes, in Redis when REDIS_URL is set.
    const days = KEEP_DELIVERED_MS / 86_400_000
    expect(privacy).toMatch(new RegExp(`${days}(\u00a0| )(jours|days) (au plus|at most)`))
    expect(privacy).toMatch(/10(\u00a0| )minutes (au plus|at most)/)
    expect(privacy).toMatch(/Redis/)
    expect(privacy).not.toMatch(/jamais enregistrée sur disque|never written to disk|en mémoire uniquement|in memory only/)
  })
})
