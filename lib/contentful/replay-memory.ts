import type { RedisConnection } from '@/lib/redis/connection.mjs'

/**
 * Remembers the signatures of the webhook requests already accepted, so a signed request is
 * accepted once (docs/blog.md, "Instant updates"). `remember` answers true the first time it is given a
 * signature within `ttlSeconds`, false for a replay.
 */
export type ReplayMemory = { remember: (signature: string, ttlSeconds: number) => Promise<boolean> }

/** What the replay check needs of the site's Redis connection (lib/redis/connection.mjs). */
export type ReplayRedis = Pick<RedisConnection, 'attempt'>

/**
 * In this process's memory: at most `maxEntries` signatures, each forgotten after its TTL. A
 * full memory forgets the oldest first; Contentful sends a few webhooks a minute, and only signed
 * requests (checked before this is asked) reach it, so the bound is never met in practice.
 */
export function createMemoryReplayMemory({ maxEntries = 10_000, now = Date.now } = {}): ReplayMemory {
  const expiresAt = new Map<string, number>()
  return {
    async remember(signature, ttlSeconds) {
      const at = now()
      // Entries are in insertion order with one TTL, so the expired ones are at the front.
      for (const [key, expiry] of expiresAt) {
        if (expiry > at) break
        expiresAt.delete(key)
      }
      const known = expiresAt.get(signature)
      if (known !== undefined && known > at) return false
      if (expiresAt.size >= maxEntries) expiresAt.delete(expiresAt.keys().next().value as string)
      expiresAt.set(signature, at + ttlSeconds * 1000)
      return true
    },
  }
}

const KEY_PREFIX = 'webhook-signature:'

/**
 * In Redis, so every instance agrees: `SET key NX EX ttl` stores the signature only if it is not
 * there yet, in one step. The connection gives the call its deadline and logs an outage once;
 * while Redis is unavailable this process's memory decides: a replay to another instance could
 * then pass within the window, but webhooks keep working while Redis is down (refusing them would
 * leave the site stale until Redis is back).
 */
export function createRedisReplayMemory(redis: ReplayRedis, { fallback = createMemoryReplayMemory() } = {}): ReplayMemory {
  return {
    async remember(signature, ttlSeconds) {
      // This process's memory first: a signature seen here while Redis was down stays refused
      // once Redis (which never saw it) is back.
      const isNewHere = await fallback.remember(signature, ttlSeconds)
      const reply = await redis.attempt(
        'webhook replay check',
        (client) => client.set(`${KEY_PREFIX}${signature}`, '1', { condition: 'NX', expiration: { type: 'EX', value: ttlSeconds } }),
        'OK' as const,
      )
      return isNewHere && reply === 'OK'
    },
  }
}
