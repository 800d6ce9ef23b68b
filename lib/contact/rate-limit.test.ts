import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRedisConnection } from '@/lib/redis/connection.mjs'
import { startRedisServer } from '@/lib/redis/test-server'
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

  it('counts in memory when Redis is unreachable, never throws, and the connection says so once', async () => {
    const lines: string[] = []
    // Nothing listens on port 1: every Redis command fails.
    const redis = createRedisConnection({ url: 'redis://127.0.0.1:1', log: (line) => lines.push(line) })
    const limiter = createContactRateLimiter(redis)
    expect(await hits(limiter, 'a', 6)).toEqual([true, true, true, true, true, false])
    // Three failed connection attempts (the client's own error events), one line.
    let attempts = 0
    redis.client().on('error', () => (attempts += 1))
    await expect.poll(() => attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(3)
    expect(lines).toEqual([expect.stringMatching(/^\[redis\] connection failed/)])
    await redis.close()
  })

  it('shares the count through Redis, and answers within the deadline when Redis is frozen', async () => {
    const server = await startRedisServer()
    const lines: string[] = []
    const connect = () => createRedisConnection({ url: server.url, log: (line) => lines.push(line) })
    const [one, two] = [connect(), connect()]
    try {
      const [first, second] = [createContactRateLimiter(one), createContactRateLimiter(two)]
      expect(await hits(first, 'shared', 5)).toEqual([true, true, true, true, true])
      expect(await second.hit('shared')).toBe(false)
      server.process.kill('SIGSTOP')
      const start = performance.now()
      // Frozen: the first waits the deadline, then memory counts (this instance's own count).
      expect(await hits(second, 'frozen', 6)).toEqual([true, true, true, true, true, false])
      expect(performance.now() - start).toBeLessThan(2_000)
      expect(lines).toEqual([expect.stringMatching(/^\[redis\] contact rate limit failed/)])
    } finally {
      server.process.kill('SIGCONT')
      await Promise.all([one.close(), two.close()])
      server.process.kill('SIGKILL')
    }
  })
})

describe('visitorKey', () => {
  // The production server appends the connection's address: the last entry is whoever connected.
  const from = (chain: string) => new Headers({ 'x-forwarded-for': chain })

  it('ignores what a visitor writes when no proxy is trusted: spoofed values share one count', () => {
    for (const spoof of ['203.0.113.7, 198.51.100.9', '1.2.3.4', 'anything, at, all']) {
      expect(visitorKey(from(`${spoof}, 192.0.2.10`), undefined)).toBe('192.0.2.10')
    }
    expect(visitorKey(new Headers(), undefined)).toBe('unknown')
  })

  it('believes the entries written by the trusted proxies only, by address or by hop count', () => {
    // HAProxy on 10.0.0.5 appended the client it saw; the visitor's own entry before it is ignored.
    const chain = from('6.6.6.6, 203.0.113.7, 10.0.0.5')
    expect(visitorKey(chain, '10.0.0.0/8')).toBe('203.0.113.7')
    expect(visitorKey(chain, '1')).toBe('203.0.113.7')
    expect(visitorKey(chain, 'loopback')).toBe('10.0.0.5')
    // Two hops trusted: the visitor's own first entry would be believed, as configured.
    expect(visitorKey(chain, '2')).toBe('6.6.6.6')
    expect(visitorKey(from('203.0.113.7, 127.0.0.1'), 'loopback, 10.0.0.0/8')).toBe('203.0.113.7')
  })

  it('keys an IPv6 visitor by their /64, and an IPv4-mapped address by its IPv4', () => {
    const a = visitorKey(from('2001:db8:1:2:aaaa::1'), undefined)
    const b = visitorKey(from('2001:db8:1:2:ffff:ffff:ffff:ffff'), undefined)
    expect(a).toBe('2001:db8:1:2::/64')
    expect(b).toBe(a)
    expect(visitorKey(from('2001:db8:1:3::1'), undefined)).not.toBe(a)
    expect(visitorKey(from('::ffff:192.0.2.1'), undefined)).toBe('192.0.2.1')
  })

  it('trusts nobody when TRUSTED_PROXIES cannot be read, and says so', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(visitorKey(from('203.0.113.7, 10.0.0.5'), 'not-an-address')).toBe('10.0.0.5')
    expect(log).toHaveBeenCalledWith(expect.stringContaining('TRUSTED_PROXIES is not readable'))
  })
})
