import { describe, expect, it } from 'vitest'
import { productLabels } from '../product-labels.test-support'
import { en } from './index'

/**
 * English buttons and titles follow one rule, sentence case (as the rest of the copy and British
 * usage do), except the labels the product description gives: those it quotes
 * (content/product-description.md) and the controls it names, kept as it spells them.
 */
const NAMED_BY_THE_DESCRIPTION: Record<string, string> = {
  'Get a Quote': 'the header button (CONTRACT.md § 6)',
  'Send Message': 'the contact form button (CONTRACT.md § 6)',
  'Remove Bookmark': 'the bookmark button once pressed (CONTRACT.md § 6)',
  'Show More': 'the comparison table’s button («\u00a0A Show More button reveals extra rows\u00a0»)',
  'Show Less': 'the same button once pressed',
  'Try Again': 'the blog error state’s button («\u00a0a Try Again reload button\u00a0»)',
  'Web Development': 'a portfolio category as the description lists them',
  'E-Commerce': 'a portfolio category as the description lists them',
}

/** Names that keep their capital anywhere. */
const PROPER = new Set(['Meridian', 'Digital', 'Paris', 'Google', 'Ads', 'Google’s', 'English', 'French'])

/** Keys that hold a title, a heading or a button's words. */
const KEY = /^(title|heading|\w+Title|\w+Heading|\w*[cC]ta|ctaButton|submit|retry|showMore|showLess|getQuote|requestQuote|getStarted|readMore|link|explore\w*|back|home|contact|allServices|allProjects|allDetails)$/

function leaves(value: unknown, path: string[] = []): Array<[string[], string]> {
  if (typeof value === 'string') return [[path, value]]
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]))
  return []
}

/** The words after the first that start with a capital and are neither a name nor an acronym. */
function capitalised(text: string): string[] {
  const words = text.split(/\s+/).slice(1).map((word) => word.replace(/^[(“«]+|[)”».,:;!?]+$/g, ''))
  return words.filter((word) => /^\p{Lu}/u.test(word) && !PROPER.has(word) && !/^[\p{Lu}\d]{2,}s?$/u.test(word))
}

describe('English buttons and titles', () => {
  const exempt = new Set([...productLabels.en, ...Object.keys(NAMED_BY_THE_DESCRIPTION)])
  const titles = leaves(en).filter(([path]) => KEY.test(path.at(-1) ?? '') && !path.includes('projects'))

  it('are gathered', () => {
    expect(titles.length).toBeGreaterThan(100)
  })

  it('are in sentence case, the description’s own labels aside', () => {
    const offenders = titles.filter(([, text]) => !exempt.has(text) && capitalised(text).length > 0)
    expect(offenders.map(([path, text]) => `${path.join('.')}: ${text}`)).toEqual([])
  })

  it('find a title-case title', () => {
    expect(capitalised('Custom Website Creation That Turns Visitors Into Clients')).not.toEqual([])
    expect(capitalised('Want to know where you stand on Google?')).toEqual([])
  })
})

describe('English names of one thing', () => {
  const texts = leaves(en).map(([, text]) => text)

  it('names the legal page the same in the footer and as its title', () => {
    expect(en.common.footer.terms).toBe(en.pages.terms.heading)
    expect(en.pages.terms.meta.title).toBe(en.pages.terms.heading)
  })

  it('calls the 8th arrondissement by one name', () => {
    expect(texts.filter((text) => /\b8e\b|8th district/.test(text))).toEqual([])
    expect(texts.some((text) => text.includes('Paris’s 8th arrondissement'))).toBe(true)
  })

  it('writes the typographic apostrophe', () => {
    expect(texts.filter((text) => /\p{L}'\p{L}/u.test(text))).toEqual([])
  })
})
