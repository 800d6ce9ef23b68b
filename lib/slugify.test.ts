import { describe, expect, it } from 'vitest'
import { slugify } from './slugify'

describe('slugify', () => {
  it('lowercases, drops accents and joins words with hyphens', () => {
    expect(slugify('Brand identity board with a logo, colour swatches')).toBe(
      'brand-identity-board-with-a-logo-colour-swatches',
    )
    expect(slugify('  Café & Crème!  ')).toBe('cafe-creme')
  })
})
