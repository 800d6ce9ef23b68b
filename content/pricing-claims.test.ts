import { describe, expect, it } from 'vitest'
import { PLAN_IDS } from '@/lib/pricing'
import { en } from './en'
import { fr } from './fr'

/** The pricing page's intro may only promise what the plan cards below it list. */
const ACCOUNT_MANAGER = /account manager|chargé de compte|chef de projet|interlocuteur dédié/i

describe.each([['en', en], ['fr', fr]] as const)('the %s pricing copy', (_, dict) => {
  const withManager = PLAN_IDS.filter((id) => dict.pricing.plans[id].features.some((f) => ACCOUNT_MANAGER.test(f)))

  it('gives a dedicated account manager with Premium only', () => {
    expect(withManager).toEqual(['premium'])
  })

  it('does not promise an account manager with every plan in the intro', () => {
    const intro = dict.pages.pricing.intro
    for (const sentence of intro.split(/[.;]/)) {
      if (!ACCOUNT_MANAGER.test(sentence)) continue
      expect(sentence).not.toMatch(/\b(every|each|all) plans?\b|\b(chaque|tous les) forfaits?\b/i)
      expect(sentence).toContain(dict.pricing.plans.premium.name)
    }
  })
})
