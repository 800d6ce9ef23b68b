import { describe, expect, it } from 'vitest'
import { safeEqual } from './crypto'

describe('safeEqual', () => {
  it('is true for the same text only, whatever the lengths', () => {
    expect(safeEqual('s3cret-value', 's3cret-value')).toBe(true)
    expect(safeEqual('s3cret-valuE', 's3cret-value')).toBe(false)
    expect(safeEqual('s3cret', 's3cret-value')).toBe(false)
    expect(safeEqual('s3cret-value-and-more', 's3cret-value')).toBe(false)
    expect(safeEqual('', 's3cret-value')).toBe(false)
    expect(safeEqual(null, 's3cret-value')).toBe(false)
    expect(safeEqual(undefined, '')).toBe(false)
  })
})
