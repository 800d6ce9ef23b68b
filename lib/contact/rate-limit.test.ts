import { describe, expect, it } from 'vitest'
import { createRateLimiter, visitorKey } from './rate-limit'

describe('createRateLimiter', () => {
  it('allows `limit` hits in the window, then refuses', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 1000, maxKeys: 10 })
    expect([0, 1, 2, 3].map((t) => limiter.hit('a', t))).toEqual([true, true, true, false])
  })

  it('slides: each hit frees its slot once it is older than the window', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, maxKeys: 10 })
    expect(limiter.hit('a', 0)).toBe(true)
    expect(limiter.hit('a', 500)).toBe(true)
    expect(limiter.hit('a', 999)).toBe(false)
    expect(limiter.hit('a', 1000)).toBe(true)
    expect(limiter.hit('a', 1200)).toBe(false)
    expect(limiter.hit('a', 1500)).toBe(true)
  })

  it('does not count refused hits, so a blocked visitor is not locked out for ever', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 10 })
    expect(limiter.hit('a', 0)).toBe(true)
    for (let t = 100; t < 1000; t += 100) expect(limiter.hit('a', t)).toBe(false)
    expect(limiter.hit('a', 1000)).toBe(true)
  })

  it('counts each visitor separately', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 10 })
    expect(limiter.hit('a', 0)).toBe(true)
    expect(limiter.hit('b', 0)).toBe(true)
    expect(limiter.hit('a', 1)).toBe(false)
  })

  it('stays bounded: past maxKeys it forgets the least recent visitors', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 3 })
    for (const key of ['a', 'b', 'c', 'd']) expect(limiter.hit(key, 0)).toBe(true)
    // "a" was dropped to make room for "d", so it may send again; "d" is still remembered.
    expect(limiter.hit('a', 1)).toBe(true)
    expect(limiter.hit('d', 1)).toBe(false)
  })
})

describe('visitorKey', () => {
  it('takes the first x-forwarded-for entry, then x-real-ip, else "unknown"', () => {
    expect(visitorKey(new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1', 'x-real-ip': '10.0.0.2' }))).toBe('203.0.113.7')
    expect(visitorKey(new Headers({ 'x-real-ip': ' 198.51.100.4 ' }))).toBe('198.51.100.4')
    expect(visitorKey(new Headers())).toBe('unknown')
  })
})

describe('memory', () => {
  it('keeps an over-limit visitor blocked even when the map is full', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 2 })
    expect(limiter.hit('a', 0)).toBe(true)
    expect(limiter.hit('b', 1)).toBe(true)
    expect(limiter.hit('a', 2)).toBe(false)
  })
})
