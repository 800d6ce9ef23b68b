import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { createMemoryReplayMemory, createRedisReplayMemory, type RedisSetClient } from './replay-memory'

describe('createMemoryReplayMemory', () => {
  it('accepts a signature once within its TTL, and again after it', async () => {
    let clock = 1_000_000
    const memory = createMemoryReplayMemory({ now: () => clock })
    expect(await memory.remember('sig-a', 120)).toBe(true)
    expect(await memory.remember('sig-a', 120)).toBe(false)
    expect(await memory.remember('sig-b', 120)).toBe(true)
    clock += 121_000
    expect(await memory.remember('sig-a', 120)).toBe(true)
  })

  it('holds at most maxEntries signatures, forgetting the oldest', async () => {
    const memory = createMemoryReplayMemory({ maxEntries: 3 })
    for (const sig of ['a', 'b', 'c', 'd']) expect(await memory.remember(sig, 120)).toBe(true)
    // 'a' was pushed out, 'd' is still known.
    expect(await memory.remember('a', 120)).toBe(true)
    expect(await memory.remember('d', 120)).toBe(false)
  })
})

/** A Redis stand-in that honours SET NX EX, or fails the way `mode` says. */
function fakeRedis() {
  const keys = new Map<string, string>()
  const calls: unknown[][] = []
  let mode: 'ok' | 'error' | 'hang' = 'ok'
  const client: RedisSetClient = {
    set: async (key, value, options) => {
      calls.push([key, value, options])
      if (mode === 'error') throw new Error('connection lost')
      if (mode === 'hang') return new Promise(() => {})
      if (keys.has(key)) return null
      keys.set(key, value)
      return 'OK'
    },
  }
  return { client, keys, calls, setMode: (m: typeof mode) => (mode = m) }
}

describe('createRedisReplayMemory', () => {
  let log: MockInstance<typeof console.error>
  beforeEach(() => {
    log = vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => log.mockRestore())

  it('stores each signature with SET NX EX, so every instance sharing Redis refuses a replay', async () => {
    const redis = fakeRedis()
    const first = createRedisReplayMemory(async () => redis.client)
    const second = createRedisReplayMemory(async () => redis.client)
    expect(await first.remember('sig', 120)).toBe(true)
    expect(await second.remember('sig', 120)).toBe(false)
    expect(redis.calls[0]).toEqual(['webhook-signature:sig', '1', { condition: 'NX', expiration: { type: 'EX', value: 120 } }])
  })

  it('falls back to its own memory when Redis fails or does not answer in time, and logs it once', async () => {
    const redis = fakeRedis()
    const memory = createRedisReplayMemory(async () => redis.client, { timeoutMs: 50 })
    redis.setMode('hang')
    const started = Date.now()
    expect(await memory.remember('sig-1', 120)).toBe(true)
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(await memory.remember('sig-1', 120)).toBe(false)
    redis.setMode('error')
    expect(await memory.remember('sig-2', 120)).toBe(true)
    expect(log).toHaveBeenCalledTimes(1)
    // Back: a signature seen while Redis was away stays refused, though Redis never saw it.
    redis.setMode('ok')
    expect(await memory.remember('sig-2', 120)).toBe(false)
    expect(await memory.remember('sig-3', 120)).toBe(true)
  })
})
