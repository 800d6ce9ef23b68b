import { sharedRedis } from '@/lib/redis/connection.mjs'
import { createMemoryReplayMemory, createRedisReplayMemory, type ReplayMemory } from './replay-memory'

let memory: ReplayMemory | undefined

/** The webhook's replay memory: in Redis with REDIS_URL (every instance agrees), else in this process. */
export function webhookReplayMemory(): ReplayMemory {
  const redis = sharedRedis()
  memory ??= redis ? createRedisReplayMemory(redis) : createMemoryReplayMemory()
  return memory
}
