import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRedisConnection, type RedisConnection } from '@/lib/redis/connection.mjs'
import { startRedisServer, type RedisServer } from '@/lib/redis/test-server'
import { createMemoryReplayMemory, createRedisReplayMemory } from './replay-memory'

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

describe('createRedisReplayMemory, on a real Redis', () => {
  let server: RedisServer
  let redis: RedisConnection
  beforeAll(async () => {
    server = await startRedisServer()
    // A deadline a busy machine's delays cannot be taken for.
    redis = createRedisConnection({ url: server.url, deadlineMs: 1_000, pauseMs: 1_500, log: () => {} })
    await redis.ready(5_000)
  })
  afterAll(async () => {
    server.process.kill('SIGCONT')
    await redis.close()
    server.process.kill('SIGKILL')
  })

  it('stores each signature with SET NX EX, so every instance sharing Redis refuses a replay', async () => {
    const first = createRedisReplayMemory(redis)
    const second = createRedisReplayMemory(redis)
    expect(await first.remember('sig', 120)).toBe(true)
    expect(await second.remember('sig', 120)).toBe(false)
    const ttl = await redis.run('test', (client) => client.ttl('webhook-signature:sig'))
    expect(ttl).toBeGreaterThan(100)
    expect(ttl).toBeLessThanOrEqual(120)
  })

  it('falls back to its own memory while Redis does not answer, and keeps refusing what it saw then', async () => {
    const memory = createRedisReplayMemory(redis)
    server.process.kill('SIGSTOP')
    const started = Date.now()
    expect(await memory.remember('sig-1', 120)).toBe(true)
    expect(Date.now() - started).toBeLessThan(3_000)
    expect(await memory.remember('sig-1', 120)).toBe(false)
    server.process.kill('SIGCONT')
    await expect.poll(() => redis.usable(), { timeout: 15_000, interval: 100 }).toBe(true)
    // Thawed: the signature stays refused (Redis may or may not have applied the SET it was sent
    // while frozen; this instance's memory holds it either way).
    expect(await memory.remember('sig-1', 120)).toBe(false)
    expect(await memory.remember('sig-2', 120)).toBe(true)
  })
})
