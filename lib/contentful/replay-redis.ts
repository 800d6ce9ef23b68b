import { createClient } from 'redis'
import { env } from '@/lib/env'
import { createMemoryReplayMemory, createRedisReplayMemory, type RedisSetClient, type ReplayMemory } from './replay-memory'

/**
 * The Redis connection of the replay check, made on first use (a build never connects). Kept in
 * this one function so it can give way to the site's shared connection module
 * (lib/redis/connection.mjs, issue 31) without touching the replay logic.
 * Fails at once while disconnected (no offline queue), so the memory fallback answers.
 */
function replayRedisClient(url: string): () => Promise<RedisSetClient> {
  let client: ReturnType<typeof createClient> | undefined
  let ready: Promise<unknown> | undefined
  const connect = (redis: ReturnType<typeof createClient>) =>
    redis.connect().catch(() => {
      ready = undefined
    })
  return async () => {
    if (!client) {
      client = createClient({
        url,
        disableOfflineQueue: true,
        socket: { connectTimeout: 1_000, reconnectStrategy: (retries) => Math.min(200 * (retries + 1), 2_000) },
      })
      // Errors surface through the commands that fail (logged once by the replay memory).
      client.on('error', () => {})
    }
    if (!ready && !client.isOpen) ready = connect(client)
    await ready
    return client as unknown as RedisSetClient
  }
}

let memory: ReplayMemory | undefined

/** The webhook's replay memory: in Redis with REDIS_URL (every instance agrees), else in this process. */
export function webhookReplayMemory(): ReplayMemory {
  memory ??= env.redisUrl ? createRedisReplayMemory(replayRedisClient(env.redisUrl)) : createMemoryReplayMemory()
  return memory
}
