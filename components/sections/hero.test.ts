import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { en } from '@/content/en'
import { fr } from '@/content/fr'
import { Hero } from './hero'

/** The h1's text content as a crawler reads it in the server HTML: tags dropped, spaces joined. */
function h1Text(html: string): string {
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''
  return h1.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim()
}

describe.each([['en', en], ['fr', fr]] as const)('the %s hero heading', (_, dict) => {
  const copy = dict.home.hero
  const html = renderToStaticMarkup(createElement(Hero, { copy, contactHref: '/contact', servicesHref: '/services' }))

  it('reads as one sentence with the first adjective of the cycle only', () => {
    const [first, ...others] = copy.rotatingWords
    expect(h1Text(html)).toBe(`${copy.titleBefore} ${first} ${copy.titleAfter}`)
    for (const word of others) expect(h1Text(html)).not.toContain(word)
  })

  it('ends a line with the word\'s slot, so a change of word moves nothing after it', () => {
    // Its line (a block) holds the words before it, then the slot, which closes it: the last
    // word's span, the slot and the line end together, and the rest of the title follows.
    expect(html).toContain(`<span class="block">${copy.titleBefore} <span data-testid="hero-rotating-word"`)
    expect(html).toContain(`</span></span></span> ${copy.titleAfter}</h1>`)
  })

  it('keeps every word in the markup, the waiting ones drawn from data-word', () => {
    for (const word of copy.rotatingWords) expect(html).toContain(`data-word="${word}"`)
  })
})
