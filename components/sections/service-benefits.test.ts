import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ServiceBenefits } from './service-benefits'

describe('ServiceBenefits', () => {
  it('tints the first and last benefit: bg-accent/50 replaces bg-card instead of losing to it', () => {
    const benefits = ['One', 'Two', 'Three', 'Four'].map((title) => ({ title, description: `${title}.` }))
    const html = renderToStaticMarkup(createElement(ServiceBenefits, { title: 'Why us', benefits }))
    const classes = [...html.matchAll(/<li[^>]*class="([^"]*)"/g)].map((m) => (m[1] ?? '').split(' '))
    expect(classes).toHaveLength(4)
    for (const i of [0, 3]) {
      expect(classes[i]).toContain('bg-accent/50')
      expect(classes[i]).not.toContain('bg-card')
    }
    expect(classes[1]).toContain('bg-card')
  })
})
