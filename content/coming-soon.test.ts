import { describe, expect, it } from 'vitest'
import { en } from './en'
import { fr } from './fr'

describe('the project-tracking announcement', () => {
  it('says in both languages that it is not available yet', () => {
    expect(en.pricing.projectTracking.badge).toBe('Coming soon')
    expect(fr.pricing.projectTracking.badge).toBe('Bientôt disponible')
    expect(en.pricing.projectTracking.note).toMatch(/^Not available yet/)
    expect(fr.pricing.projectTracking.note).toMatch(/^Pas encore disponible/)
  })
})
