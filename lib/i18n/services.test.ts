import { describe, expect, it } from 'vitest'
import { findServiceBySlug, MENU_SERVICE_IDS, serviceSlug, SERVICES } from './services'

describe('the service slug table', () => {
  it('has the twelve service pages with unique slugs in each language', () => {
    expect(SERVICES).toHaveLength(12)
    const all = SERVICES.flatMap((s) => [s.en, s.fr])
    expect(new Set(all).size).toBe(all.length)
  })

  it.each(SERVICES.map((s) => [s.id, s.en, s.fr] as const))(
    'maps %s both ways (%s / %s)',
    (id, en, fr) => {
      expect(serviceSlug(id, 'en')).toBe(en)
      expect(serviceSlug(id, 'fr')).toBe(fr)
      expect(findServiceBySlug(en)).toEqual({ id, lang: 'en' })
      expect(findServiceBySlug(fr)).toEqual({ id, lang: 'fr' })
    },
  )

  it('sends both legacy slugs to the SEO page, with no language of their own', () => {
    expect(findServiceBySlug('seo-optimization')).toEqual({ id: 'seo', lang: null })
    expect(findServiceBySlug('optimisation-seo')).toEqual({ id: 'seo', lang: null })
  })

  it('knows nothing of an unknown slug', () => {
    expect(findServiceBySlug('unknown')).toBeUndefined()
  })

  it('keeps eleven services in the menu, without analytics', () => {
    expect(MENU_SERVICE_IDS).toHaveLength(11)
    expect(MENU_SERVICE_IDS).not.toContain('analytics')
  })
})
