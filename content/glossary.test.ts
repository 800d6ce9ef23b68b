import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { dictionaryStrings, frenchExportTexts } from './french-texts.test-support'
import { fr } from './fr'
import { productLabels, sameLabel } from './product-labels.test-support'

/** One row of content/glossary.md: the thing, its one French name, the words never used for it. */
type Term = { thing: string; name: string; avoid: string[]; exceptions: string[] }

const GLOSSARY = readFileSync(join(__dirname, 'glossary.md'), 'utf8')

function readGlossary(markdown: string): Term[] {
  const code = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '')
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s|-]+\|$/.test(line))
    .slice(1) // the header row
    .map((line) => line.slice(1, -1).split('|').map((cell) => cell.trim()))
    .map(([thing = '', name = '', avoid = '', exceptions = '']) => ({ thing, name, avoid: code(avoid), exceptions: code(exceptions) }))
}

/**
 * A phrase as whole words, with either apostrophe, capitalised or not (« Bilan », « bilan »);
 * otherwise case counts, so an identifier such as the category id `seo` is not the word « SEO ».
 */
function phrase(words: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[’']/g, "[’']")
  const first = words.charAt(0)
  const start = first.toLowerCase() === first.toUpperCase() ? escape(first) : `[${first.toLowerCase()}${first.toUpperCase()}]`
  return new RegExp(`(?<![\\p{L}\\d-])${start}${escape(words.slice(1))}(?![\\p{L}\\d-])`, 'gu')
}

const terms = readGlossary(GLOSSARY)
const term = (thing: string) => {
  const found = terms.find((t) => t.thing.startsWith(thing))
  if (!found) throw new Error(`content/glossary.md has no row for "${thing}"`)
  return found
}
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

describe('the French glossary (content/glossary.md)', () => {
  it('is read: a name and words to avoid on every row', () => {
    expect(terms.length).toBeGreaterThanOrEqual(10)
    for (const t of terms) {
      expect(t.name, t.thing).not.toBe('')
      expect(t.avoid.length, t.thing).toBeGreaterThan(0)
    }
  })

  it('finds a word to avoid, and lets its exceptions through', () => {
    const seo = term('search engine optimisation')
    expect(phrase('SEO').test('Notre méthode SEO')).toBe(true)
    expect(phrase('SEO').test('/fr/blog/local-seo-for-paris-businesses')).toBe(false)
    expect(phrase('bilan').test('Bilan mensuel')).toBe(true)
    expect(phrase('formule').test('reformuler')).toBe(false)
    expect(phrase('frais d’installation').test("Sans frais d'installation")).toBe(true)
    expect(seo.exceptions).toContain('référencement naturel (SEO)')
  })

  describe.each([
    ['the interface strings (content/fr)', dictionaryStrings(fr)],
    ['the blog articles, after the build (content/blog/contentful-export.json)', frenchExportTexts()],
  ])('%s', (_, texts) => {
    it('are gathered', () => {
      expect(texts.length).toBeGreaterThan(300)
    })

    it.each(terms.map((t) => [t.name, t] as const))('call it « %s »', (_, t) => {
      const offenders = texts
        // The product description's quoted labels keep their words (« Demander un audit SEO gratuit »).
        .filter((text) => !productLabels.fr.some((label) => sameLabel(label, text, 'fr')))
        .map((text) => t.exceptions.reduce((rest, exception) => rest.replace(phrase(exception), ''), text))
        .flatMap((text) => t.avoid.filter((word) => phrase(word).test(text)).map((word) => `${word}: ${text}`))
      expect(offenders).toEqual([])
    })
  })

  it('names each service, filter and footer link as the glossary does', () => {
    const seo = capitalised(term('search engine optimisation').name)
    expect([fr.services.seo.name, fr.servicesCatalog.cards.seo.title, fr.common.footer.serviceAnchors.seo, fr.portfolio.categories.seo]).toEqual([seo, seo, seo, seo])
    const legalPage = term('the legal page').name
    expect([fr.common.footer.terms, fr.pages.terms.heading, fr.pages.terms.meta.title]).toEqual([legalPage, legalPage, legalPage])
    expect(fr.pricing.plans.starter.features).toContain(capitalised(term('community management').name))
  })

  it('names the blog’s tags as the glossary does', () => {
    const texts = frenchExportTexts()
    expect(texts).toContain(capitalised(term('search engine optimisation').name))
    expect(texts).toContain(capitalised(term('local search optimisation').name))
  })
})
