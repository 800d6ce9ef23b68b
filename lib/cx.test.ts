import { describe, expect, it } from 'vitest'
import { cx } from './cx'

describe('cx', () => {
  it('joins the class names given, in order, skipping the falsy ones', () => {
    expect(cx('card', false, null, undefined, '', 'p-6')).toBe('card p-6')
  })
})
