import { describe, expect, it } from 'vitest'
import { pageWindow } from './pagination'

/** The bar as text: numbers, and "…" for a gap. */
const bar = (current: number, count: number) => pageWindow(current, count).map((s) => (s.kind === 'page' ? String(s.n) : '…')).join(' ')

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(bar(1, 1)).toBe('1')
    expect(bar(2, 3)).toBe('1 2 3')
    expect(bar(1, 4)).toBe('1 2 3 4')
  })
  it('keeps first, last and neighbours, with gaps, on a long list', () => {
    expect(bar(1, 500)).toBe('1 2 … 500')
    expect(bar(250, 500)).toBe('1 … 249 250 251 … 500')
    expect(bar(500, 500)).toBe('1 … 499 500')
  })
  it('shows the one page a gap would hide', () => {
    expect(bar(4, 10)).toBe('1 2 3 4 5 … 10')
    expect(bar(7, 10)).toBe('1 … 6 7 8 9 10')
  })
  it('never holds more than seven slots', () => {
    for (let current = 1; current <= 60; current += 1) expect(pageWindow(current, 60).length).toBeLessThanOrEqual(7)
  })
})
