import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createRedisConnection, type RedisConnection } from '@/lib/redis/connection.mjs'
import { startRedisServer, type RedisServer } from '@/lib/redis/test-server'
import { FallbackOutbox } from './fallback.mjs'
import { RedisOutbox } from './redis.mjs'
import { SqliteOutbox } from './sqlite.mjs'

/** The outbox of a server with REDIS_URL, against a real Redis that is frozen (SIGSTOP) and thawed. */
let server: RedisServer
const connections: RedisConnection[] = []
const dirs: string[] = []

beforeAll(async () => {
  server = await startRedisServer()
}, 20_000)
afterAll(async () => {
  server?.process.kill('SIGCONT')
  for (const connection of connections) await connection.close()
  server?.process.kill()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

let prefixes = 0
async function setup(check = async () => ({ usable: true })) {
  const redis = createRedisConnection({ url: server.url, deadlineMs: 300, pauseMs: 200, log: () => {} })
  await redis.ready(5_000)
  connections.push(redis)
  const dir = mkdtempSync(join(tmpdir(), 'outbox-fallback-'))
  dirs.push(dir)
  const local = new SqliteOutbox({ dir })
  const shared = new RedisOutbox({ redis, prefix: `fallback-${++prefixes}:`, consumer: 'c' })
  return { redis, local, shared, outbox: new FallbackOutbox({ redis, shared, local, check }) }
}

let n = 0
const message = () => ({ id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`, name: 'Jane', email: 'jane@example.com', message: 'Hello there.', lang: 'en' })

describe('FallbackOutbox', () => {
  it('stores in Redis while it answers; keeps a message on local disk while Redis is frozen, and moves it to Redis once it answers', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const { outbox, local, shared } = await setup()
    // Checked (lib/redis/preflight.mjs) before it is trusted with a message.
    expect(await outbox.sharedUsable()).toBe(true)
    const before = message()
    expect(await outbox.add(before)).toBe('stored')
    expect(await shared.has(before.id)).toBe(true)

    server.process.kill('SIGSTOP')
    const during = message()
    const startedAt = Date.now()
    try {
      expect(await outbox.add(during)).toBe('stored')
    } finally {
      server.process.kill('SIGCONT')
    }
    // The connection's deadline, then one local commit.
    expect(Date.now() - startedAt).toBeLessThan(1_500)
    expect(await local.has(during.id)).toBe(true)
    expect(await outbox.has(during.id)).toBe(true)

    // Once Redis answers, a pass moves it and hands out both, each once.
    await vi.waitFor(
      async () => {
        const claimed = await outbox.claimDue({ owner: 'me', max: 5, leaseMs: 60_000 })
        expect(claimed.map((entry) => entry.id).sort()).toEqual([before.id, during.id].sort())
      },
      { timeout: 10_000, interval: 250 },
    )
    expect(await local.has(during.id)).toBe(false)
    expect(await shared.has(during.id)).toBe(true)
    vi.restoreAllMocks()
  }, 30_000)

  it('a copy Redis took late is stored once: the move finds it a duplicate', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const { outbox, local, shared } = await setup()
    const twice = message()
    await local.add(twice)
    await shared.add(twice)
    const claimed = await outbox.claimDue({ owner: 'me', max: 5, leaseMs: 60_000 })
    expect(claimed.map((entry) => entry.id)).toEqual([twice.id])
    expect(await local.list()).toEqual([])
    vi.restoreAllMocks()
  })

  it('a Redis the preflight refuses is never used: messages are kept and sent from local disk', async () => {
    const { outbox, local, shared } = await setup(async () => ({ usable: false }))
    expect(await outbox.sharedUsable()).toBe(false)
    const kept = message()
    expect(await outbox.add(kept)).toBe('stored')
    expect(outbox.verdict).toBe('refused')
    expect(await shared.has(kept.id)).toBe(false)
    const [claimed] = await outbox.claimDue({ owner: 'me', max: 5, leaseMs: 60_000 })
    expect(claimed?.id).toBe(kept.id)
    expect(await outbox.owns(claimed!, 'me')).toBe(true)
    await outbox.markDelivered(kept.id, Date.now(), claimed!.streamId)
    expect((await local.list())[0]?.deliveredAt).toBeTruthy()
  })
})
