import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ServiceBenefits } from './service-benefits'

describe('ServiceBenefits', () => {
  // The tint is a utility and the surface a kit class (kit.css, components layer): the tint wins.
  it('tints the first and last benefit: bg-accent/50 on the card surface, the others plain', () => {
    const benefits = ['One', 'Two', 'Three', 'Four'].map((title) => ({ title, description: `${title}.` }))
    const html = renderToStaticMarkup(createElement(ServiceBenefits, { title: 'Why us', benefits }))
    const classes = [...html.matchAll(/<li[^>]*class="([^"]*)"/g)].map((m) => (m[1] ?? '').split(' '))
    expect(classes).toHaveLength(4)
    for (const i of [0, 3]) expect(classes[i]).toEqual(expect.arrayContaining(['card', 'bg-accent/50']))
    for (const i of [1, 2]) {
      expect(classes[i]).toContain('card')
      expect(classes[i]).not.toContain('bg-accent/50')
    }
  })
})
