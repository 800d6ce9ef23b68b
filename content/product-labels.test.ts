import { describe, expect, it } from 'vitest'
import { SERVICES } from '@/lib/i18n/services'
import { dictionaryStrings } from './french-texts.test-support'
import { en } from './en'
import { fr } from './fr'
import { englishCallToAction, productLabels, sameLabel, serviceLabels } from './product-labels.test-support'

describe('the product description’s quoted labels (content/product-description.md)', () => {
  it('are read from the description, in both languages', () => {
    expect(productLabels.en.length).toBeGreaterThanOrEqual(12)
    expect(productLabels.fr.length).toBeGreaterThanOrEqual(9)
    expect(productLabels.en).toContain('Contact Us Today')
    expect(productLabels.fr).toContain('Demander un audit SEO gratuit')
    expect(serviceLabels()).toHaveLength(7)
  })

  it('tell a rewritten label from the same one in French sentence case', () => {
    expect(sameLabel('Message Envoyé !', 'Message envoyé\u00a0!', 'fr')).toBe(true)
    expect(sameLabel('Demander un audit SEO gratuit', 'Demander un audit de référencement gratuit', 'fr')).toBe(false)
    expect(sameLabel('Contact Us Today', 'Contact us today', 'en')).toBe(false)
    expect(sameLabel("We couldn't load", 'We couldn’t load', 'en')).toBe(true)
  })

  describe.each([['en', en], ['fr', fr]] as const)('in the %s dictionary', (lang, dict) => {
    const texts = dictionaryStrings(dict)

    it.each(productLabels[lang].map((label) => [label] as const))('shows « %s » word for word', (label) => {
      expect(texts.filter((text) => sameLabel(label, text, lang))).not.toEqual([])
    })
  })

  it.each(serviceLabels().map((s) => [s.id, s] as const))('gives the %s page its title and call to action', (_, service) => {
    expect(en.services[service.id].heroTitle).toBe(service.en)
    expect(sameLabel(service.fr, fr.services[service.id].ctaButton, 'fr')).toBe(true)
  })

  it('closes every English service page with the description’s one call to action', () => {
    expect(englishCallToAction).toBe('Contact Us Today')
    expect(SERVICES.map(({ id }) => en.services[id].ctaButton)).toEqual(SERVICES.map(() => englishCallToAction))
  })
})
