import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRedisConnection, type RedisConnection } from './connection.mjs'
import { checkRedisForOutbox, judgeRedis, parseInfo } from './preflight.mjs'
import { startRedisServer, type RedisServer } from './test-server'

describe('judgeRedis', () => {
  const good = { redis_version: '7.2.4', maxmemory_policy: 'noeviction', aof_enabled: '1' }

  it('trusts Redis 6.2+ that evicts no waiting message and keeps an append-only file', () => {
    expect(judgeRedis(good)).toEqual({ usable: true, problems: [], warnings: [] })
    expect(judgeRedis({ ...good, maxmemory_policy: 'volatile-lru' }).usable).toBe(true)
  })

  it('refuses Redis older than 6.2 (no XAUTOCLAIM) and an allkeys-* eviction policy', () => {
    expect(judgeRedis({ ...good, redis_version: '6.0.16' })).toMatchObject({ usable: false, problems: [expect.stringContaining('older than 6.2')] })
    expect(judgeRedis({ ...good, redis_version: '10.0.0' }).usable).toBe(true)
    expect(judgeRedis({ ...good, maxmemory_policy: 'allkeys-lru' })).toMatchObject({ usable: false, problems: [expect.stringContaining('allkeys-lru')] })
  })

  it('warns when Redis keeps snapshots only', () => {
    expect(judgeRedis({ ...good, aof_enabled: '0' })).toMatchObject({ usable: true, warnings: [expect.stringContaining('appendonly yes')] })
  })

  it('reads INFO text', () => {
    expect(parseInfo('# Server\r\nredis_version:7.0.15\r\n# Memory\r\nmaxmemory_policy:allkeys-lru\r\n')).toEqual({
      redis_version: '7.0.15',
      maxmemory_policy: 'allkeys-lru',
    })
  })
})

describe('checkRedisForOutbox against Debian redis-server', () => {
  let server: RedisServer
  let redis: RedisConnection
  beforeAll(async () => {
    server = await startRedisServer()
    redis = createRedisConnection({ url: server.url, deadlineMs: 2_000, log: () => {} })
    await redis.ready(5_000)
  }, 20_000)
  afterAll(async () => {
    await redis?.close()
    server?.process.kill()
  })

  it('refuses it once set to allkeys-lru, and logs why; warns about its missing append-only file', async () => {
    const lines: string[] = []
    expect((await checkRedisForOutbox(redis, (line) => lines.push(line))).usable).toBe(true)
    expect(lines).toEqual([expect.stringContaining('warning: Redis keeps no append-only file')])
    await redis.run('test', (client) => client.sendCommand(['CONFIG', 'SET', 'maxmemory-policy', 'allkeys-lru']))
    lines.length = 0
    expect((await checkRedisForOutbox(redis, (line) => lines.push(line))).usable).toBe(false)
    expect(lines[0]).toContain('Redis refused for contact messages: maxmemory-policy is allkeys-lru')
  })
})
