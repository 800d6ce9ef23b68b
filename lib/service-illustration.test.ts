import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { en } from '@/content/en'
import { fr } from '@/content/fr'
import { SERVICES } from '@/lib/i18n/services'
import { SECONDARY_ILLUSTRATION_PATH, serviceIllustrationMarkup, serviceIllustrationPath } from './service-illustration'

describe('service illustrations', () => {
  it('has one SVG in public/services for each service, named after its English alt text', () => {
    const paths = SERVICES.map((s) => serviceIllustrationPath(en.services[s.id].heroImageAlt))
    expect(new Set(paths).size).toBe(SERVICES.length)
    for (const path of [...paths, SECONDARY_ILLUSTRATION_PATH]) {
      expect(existsSync(join(process.cwd(), 'public', path)), path).toBe(true)
    }
  })
})

describe('service page content', () => {
  const NINE = new Set(['website-creation', 'ecommerce', 'mobile-applications', 'business-tools'])
  for (const [lang, dict] of [['en', en], ['fr', fr]] as const) {
    it(`gives every ${lang} service 4 benefits, 4 numbered steps and 8 or 9 features`, () => {
      for (const { id } of SERVICES) {
        const page = dict.services[id]
        expect(page.benefits).toHaveLength(4)
        expect(page.process.map((s) => s.step)).toEqual([1, 2, 3, 4])
        expect(page.features, id).toHaveLength(NINE.has(id) ? 9 : 8)
      }
    })
  }
})

describe('serviceIllustrationMarkup', () => {
  it('gives the SVG source to draw inline: hidden from assistive tech, no English title, no role', () => {
    const alt = en.services[SERVICES[0]!.id].heroImageAlt
    const svg = serviceIllustrationMarkup(alt)
    expect(svg.startsWith('<svg ')).toBe(true)
    expect(svg).toContain('aria-hidden="true"')
    expect(svg).not.toMatch(/<title>|role="img"/)
    expect(svg).toContain('viewBox="0 0 640 480"')
  })
})
