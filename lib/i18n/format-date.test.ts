import { describe, expect, it } from 'vitest'
import { formatDate } from './format-date'

describe('formatDate', () => {
  it('writes the long date in each language', () => {
    expect(formatDate('2026-03-05', 'en')).toBe('March 5, 2026')
    expect(formatDate('2026-03-05T10:00:00Z', 'fr')).toBe('5 mars 2026')
  })

  it('gives back the raw value when it is not a date', () => {
    expect(formatDate('not a date', 'fr')).toBe('not a date')
  })
})
