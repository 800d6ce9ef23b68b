import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createRedisConnection, RedisUnavailableError, type RedisConnection } from './connection.mjs'
import { startRedisServer, type RedisServer } from './test-server'

/** A real Redis (Debian's redis-server), frozen with SIGSTOP as a stuck VM or a network split leaves it. */
let server: RedisServer
let redis: RedisConnection
const lines: string[] = []
let recoveries = 0

beforeAll(async () => {
  server = await startRedisServer()
  // Deadline and pause long enough that a busy machine's delays cannot be taken for them.
  redis = createRedisConnection({ url: server.url, deadlineMs: 1_000, pauseMs: 1_500, log: (line) => lines.push(line) })
  redis.onRecovered(() => (recoveries += 1))
  await redis.ready(5_000)
})

afterAll(async () => {
  server.process.kill('SIGCONT')
  await redis.close()
  server.process.kill('SIGKILL')
})

const timed = async <T>(work: () => Promise<T>) => {
  const start = performance.now()
  const value = await work()
  return { value, ms: performance.now() - start }
}

describe('createRedisConnection', () => {
  it('runs commands while Redis answers; an error reply is rethrown and pauses nothing', async () => {
    await redis.run('test', (client) => client.set('k', 'v'))
    expect(await redis.run('test', (client) => client.get('k'))).toBe('v')
    await expect(redis.run('test', (client) => client.hGet('k', 'field'))).rejects.toThrow(/WRONGTYPE/)
    expect(redis.usable()).toBe(true)
    expect(lines).toEqual([])
  })

  it('frozen Redis: a call gives up at its deadline, the next ones fall back at once, logged once; then it recovers', async () => {
    // The probe after the pause is the prober's PING (the same client: a spy on it sees the probe).
    const ping = vi.spyOn(redis.client(), 'ping')
    server.process.kill('SIGSTOP')
    const first = await timed(() => redis.run('read', (client) => client.get('k')).catch((error: unknown) => error))
    expect(first.value).toBeInstanceOf(RedisUnavailableError)
    expect(first.ms).toBeGreaterThanOrEqual(950)
    expect(first.ms).toBeLessThan(5_000)
    // Paused: nothing is sent, nothing waits for the deadline.
    const next = await timed(() => Promise.all(Array.from({ length: 20 }, () => redis.attempt('read', (client) => client.get('k'), 'local'))))
    expect(next.value).toEqual(Array(20).fill('local'))
    expect(next.ms).toBeLessThan(950)
    expect(redis.usable()).toBe(false)
    expect(ping).not.toHaveBeenCalled()
    // After the pause a probe is sent; still frozen, it waits its deadline and pauses again, unlogged:
    // a second probe means the first one did.
    await expect.poll(() => ping.mock.calls.length, { timeout: 15_000, interval: 50 }).toBeGreaterThanOrEqual(2)
    expect(await redis.attempt('read', (client) => client.get('k'), 'local')).toBe('local')
    expect(redis.usable()).toBe(false)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^\[redis\] read failed \(no answer within 1000 ms\)/)

    const before = recoveries
    server.process.kill('SIGCONT')
    await expect.poll(() => redis.attempt('read', (client) => client.get('k'), 'local'), { timeout: 10_000, interval: 100 }).toBe('v')
    expect(lines[1]).toMatch(/^\[redis\] answering again after/)
    expect(recoveries).toBe(before + 1)
  }, 30_000)


  it('an unreachable Redis falls back at once, without waiting for the deadline', async () => {
    // A deadline far longer than the margin a busy machine needs.
    const down = createRedisConnection({ url: 'redis://127.0.0.1:1', deadlineMs: 5_000, log: () => {} })
    const result = await timed(() => down.attempt('read', (client) => client.get('k'), 'local'))
    expect(result).toMatchObject({ value: 'local' })
    expect(result.ms).toBeLessThan(4_000)
    await down.close()
  })
})
