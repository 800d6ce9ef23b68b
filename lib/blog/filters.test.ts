import { describe, expect, it } from 'vitest'
import { pageCount } from './filters'

describe('pagination', () => {
  it('has 10 posts a page, and always one page', () => {
    expect(pageCount(23)).toBe(3)
    expect(pageCount(20)).toBe(2)
    expect(pageCount(0)).toBe(1)
  })
})
