import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createRedisConnection, type RedisConnection } from '@/lib/redis/connection.mjs'
import { startRedisServer, type RedisServer } from '@/lib/redis/test-server'
import { MAX_PENDING_PER_VISITOR } from './entries.mjs'
import { RedisOutbox } from './redis.mjs'

/**
 * The shared outbox against a real Redis (Debian's redis-server, as the two-server e2e test
 * uses), each instance through a connection of its own, as two servers have.
 */
let server: RedisServer
const connections: RedisConnection[] = []

beforeAll(async () => {
  server = await startRedisServer()
}, 20_000)
afterAll(async () => {
  for (const connection of connections) await connection.close()
  server?.process.kill()
})

let prefixes = 0
async function outboxes(count: number) {
  const prefix = `test-${++prefixes}:`
  const list: RedisOutbox[] = []
  for (let i = 0; i < count; i += 1) {
    // A deadline a busy machine's delays cannot be taken for.
    const redis = createRedisConnection({ url: server.url, deadlineMs: 2_000, log: () => {} })
    await redis.ready(5_000)
    connections.push(redis)
    list.push(new RedisOutbox({ redis, prefix, consumer: `c${i}` }))
  }
  return list
}

let n = 0
const message = () => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  name: 'Jane Doe',
  email: 'jane@example.com',
  message: 'We need a new website.',
  lang: 'fr',
})

describe('RedisOutbox', () => {
  it('stores a key once, and hands each message to one of two instances', async () => {
    const [a, b] = (await outboxes(2)) as [RedisOutbox, RedisOutbox]
    const messages = Array.from({ length: 10 }, message)
    for (const [i, m] of messages.entries()) expect(await (i % 2 ? a : b).add(m)).toBe('stored')
    expect(await a.add(messages[0]!)).toBe('duplicate')
    const claimed = [...(await a.claimDue({ max: 4 })), ...(await b.claimDue({ max: 20 })), ...(await a.claimDue({ max: 20 }))]
    expect(claimed.map((entry) => entry.id).sort()).toEqual(messages.map((m) => m.id).sort())
    expect(claimed[0]).toMatchObject({ name: 'Jane Doe', email: 'jane@example.com', lang: 'fr', attempts: 0 })
  })

  it('puts a failed message back after its back-off, to one instance, and forgets nothing until delivered', async () => {
    const [a, b] = (await outboxes(2)) as [RedisOutbox, RedisOutbox]
    const stored = message()
    await a.add(stored, 1_000)
    const [first] = await a.claimDue({ max: 5 })
    expect(await a.markFailed(stored.id, 'connection refused', 5_000, first!.streamId)).toBe(1)
    expect(await b.claimDue({ now: 4_000, max: 5 })).toEqual([])
    const retried = [...(await b.claimDue({ now: 5_000, max: 5 })), ...(await a.claimDue({ now: 5_000, max: 5 }))]
    expect(retried).toHaveLength(1)
    expect(retried[0]).toMatchObject({ id: stored.id, attempts: 1, lastError: 'connection refused' })
    await b.markDelivered(stored.id, 6_000, retried[0]!.streamId)
    expect(await a.add(stored)).toBe('duplicate')
    expect(await a.claimDue({ now: 100_000, max: 5 })).toEqual([])
    expect((await a.list())[0]).toMatchObject({ id: stored.id, deliveredAt: 6_000 })
  })

  it('lets the operator retry a waiting message now, or delete one', async () => {
    const [a] = (await outboxes(1)) as [RedisOutbox]
    const stored = message()
    await a.add(stored)
    const [first] = await a.claimDue({ max: 5 })
    await a.markFailed(stored.id, 'down', Date.now() + 3_600_000, first!.streamId)
    expect(await a.claimDue({ max: 5 })).toEqual([])
    expect(await a.retry(stored.id)).toBe(true)
    expect(await a.claimDue({ max: 5 })).toHaveLength(1)
    expect(await a.remove(stored.id)).toBe(true)
    expect(await a.list()).toEqual([])
  })

  it('reports an overdue message from one instance only', async () => {
    const [a, b] = (await outboxes(2)) as [RedisOutbox, RedisOutbox]
    const stored = message()
    await a.add(stored, 0)
    const reports = [...(await a.takeOverdue(1_000, 5_000)), ...(await b.takeOverdue(1_000, 5_000))]
    expect(reports.map((entry) => entry.id)).toEqual([stored.id])
  })
})

describe('RedisOutbox at least once, dead letters and caps', () => {
  it('one consumer at a time: an entry taken over after LEASE_MS is no longer its first claimer\'s', async () => {
    const [a, b] = (await outboxes(2)) as [RedisOutbox, RedisOutbox]
    await a.add(message())
    const [claimed] = await a.claimDue({ max: 1 })
    expect(await a.owns(claimed!)).toBe(true)
    expect(await b.owns(claimed!)).toBe(false)
    // What XAUTOCLAIM does after LEASE_MS, done at once.
    await b.command(['XCLAIM', b.keys.stream, 'senders', 'c1', 0, claimed!.streamId!])
    expect(await a.owns(claimed!)).toBe(false)
    expect(await b.owns(claimed!)).toBe(true)
  })

  it('dead-letters a rejected message: out of the waiting count, listed, never handed out again, sent back only by the operator', async () => {
    const [a] = (await outboxes(1)) as [RedisOutbox]
    const rejected = { ...message(), visitor: '203.0.113.5' }
    await a.add(rejected)
    const [claimed] = await a.claimDue({ max: 1 })
    await a.markRejected(rejected.id, '550 5.7.1 rejected', 10, claimed!.streamId)
    expect(await a.claimDue({ now: Date.now() + 10_000_000, max: 5 })).toEqual([])
    expect(Number(await a.command(['ZCARD', a.keys.pending]))).toBe(0)
    expect((await a.list())[0]).toMatchObject({ id: rejected.id, rejectedAt: 10, lastError: '550 5.7.1 rejected', attempts: 1 })
    expect(await a.retry(rejected.id)).toBe(true)
    expect((await a.claimDue({ max: 5 })).map((entry) => entry.id)).toEqual([rejected.id])
  })

  it('counts waiting messages per visitor, and gives the count back once one is delivered', async () => {
    const [a] = (await outboxes(1)) as [RedisOutbox]
    const mine = Array.from({ length: MAX_PENDING_PER_VISITOR }, () => ({ ...message(), visitor: '198.51.100.1' }))
    for (const m of mine) expect(await a.add(m)).toBe('stored')
    expect(await a.add({ ...message(), visitor: '198.51.100.1' })).toBe('visitorFull')
    expect(await a.add({ ...message(), visitor: '198.51.100.2' })).toBe('stored')
    const [claimed] = await a.claimDue({ max: 1 })
    await a.markDelivered(claimed!.id, Date.now(), claimed!.streamId)
    expect(await a.add({ ...message(), visitor: '198.51.100.1' })).toBe('stored')
  })

  it('says so when a waiting message\'s hash was evicted, and stops counting it', async () => {
    const [a] = (await outboxes(1)) as [RedisOutbox]
    const lost = message()
    await a.add(lost)
    await a.command(['DEL', `${a.keys.pending.replace(/pending$/, '')}msg:${lost.id}`])
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await a.claimDue({ max: 1 })).toEqual([])
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`${lost.id} was stored but its message is gone from Redis`))
    expect(Number(await a.command(['ZCARD', a.keys.pending]))).toBe(0)
    error.mockRestore()
  })
})

describe('RedisOutbox consumers', () => {
  it('removes consumers idle for an hour with nothing pending, and keeps those with messages in hand', async () => {
    const [a, busy] = (await outboxes(2)) as [RedisOutbox, RedisOutbox]
    await a.add(message())
    expect(await busy.claimDue({ max: 1 })).toHaveLength(1)
    const stream = a.keys.stream
    await a.command(['XGROUP', 'CREATECONSUMER', stream, 'senders', 'gone'])
    const names = async () => ((await a.command(['XINFO', 'CONSUMERS', stream, 'senders'])) as { name: string }[]).map((c) => String(c.name)).sort()
    expect(await names()).toEqual(['c1', 'gone'])
    // Every consumer made to look idle for two hours.
    const aged = Object.assign(Object.create(a), {
      command: async (args: string[]) => {
        const reply = await a.command(args)
        return args[0] === 'XINFO' ? (reply as Record<string, unknown>[]).map((c) => ({ ...c, idle: 7_200_000 })) : reply
      },
    })
    await RedisOutbox.prototype.pruneConsumers.call(aged)
    expect(await names()).toEqual(['c1'])
  })
})
