import { afterEach, describe, expect, it, vi } from 'vitest'
import { createContactRateLimiter, visitorKey } from './rate-limit'

async function hits(limiter: ReturnType<typeof createContactRateLimiter>, key: string, count: number) {
  const results = []
  for (let i = 0; i < count; i += 1) results.push(await limiter.hit(key))
  return results
}

describe('createContactRateLimiter', () => {
  afterEach(() => vi.restoreAllMocks())

  it('allows 5 messages per visitor, then refuses, without Redis', async () => {
    const limiter = createContactRateLimiter(undefined)
    expect(await hits(limiter, 'a', 6)).toEqual([true, true, true, true, true, false])
  })

  it('gives a hit back for a message that was not stored', async () => {
    const limiter = createContactRateLimiter(undefined)
    await hits(limiter, 'a', 5)
    await limiter.refund('a')
    expect(await hits(limiter, 'a', 2)).toEqual([true, false])
  })

  it('counts each visitor separately', async () => {
    const limiter = createContactRateLimiter(undefined)
    await hits(limiter, 'a', 5)
    expect(await limiter.hit('a')).toBe(false)
    expect(await limiter.hit('b')).toBe(true)
  })

  it('counts in memory when Redis is unreachable, never throws, and says so once', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    // Nothing listens on port 1: every Redis command fails.
    const limiter = createContactRateLimiter('redis://127.0.0.1:1')
    expect(await hits(limiter, 'a', 6)).toEqual([true, true, true, true, true, false])
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const lines = log.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith('[contact]'))
    expect(lines).toEqual([expect.stringContaining('each instance counts the rate limit on its own')])
  })
})

describe('visitorKey', () => {
  it('takes the first x-forwarded-for entry, then x-real-ip, else "unknown"', () => {
    expect(visitorKey(new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1', 'x-real-ip': '10.0.0.2' }))).toBe('203.0.113.7')
    expect(visitorKey(new Headers({ 'x-real-ip': ' 198.51.100.4 ' }))).toBe('198.51.100.4')
    expect(visitorKey(new Headers())).toBe('unknown')
  })
})
