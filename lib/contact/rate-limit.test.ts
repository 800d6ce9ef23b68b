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
    await new Promise((resolve) => setTimeout(resolve, 1_500))
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
  it('takes the first x-forwarded-for entry, then x-real-ip, else "unknown"', () => {
    expect(visitorKey(new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1', 'x-real-ip': '10.0.0.2' }))).toBe('203.0.113.7')
    expect(visitorKey(new Headers({ 'x-real-ip': ' 198.51.100.4 ' }))).toBe('198.51.100.4')
    expect(visitorKey(new Headers())).toBe('unknown')
  })
})
