import { describe, expect, it } from 'vitest'
import { cx } from './cx'
import { cn } from './utils'

describe('cn', () => {
  it('lets a later Tailwind class replace an earlier one for the same property', () => {
    const classes = cn('rounded-2xl border border-border bg-card p-6 shadow-sm', 'md:col-span-2 bg-accent/50').split(' ')
    expect(classes).toContain('bg-accent/50')
    expect(classes).not.toContain('bg-card')
    expect(cn('px-3 py-2', 'px-2')).toBe('py-2 px-2')
  })

  it('keeps classes that do not clash, and skips the falsy ones', () => {
    expect(cn('p-6', false, null, undefined, 'md:p-8', 'hover:bg-muted')).toBe('p-6 md:p-8 hover:bg-muted')
  })
})

describe('cx', () => {
  it('only joins, for client components', () => {
    expect(cx('bg-card', false && 'x', 'bg-accent')).toBe('bg-card bg-accent')
  })
})
