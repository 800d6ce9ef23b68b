import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { REDIS_DEADLINE_MS, sharedRedis, type RedisConnection } from '@/lib/redis/connection.mjs'

/** 5 messages per visitor per 10 minutes (the privacy policy keeps an address no longer). */
const LIMIT = { points: 5, duration: 10 * 60, keyPrefix: 'contact' }

export type RateLimiter = { hit: (key: string) => Promise<boolean> }

/** True when `key` may send one more message; a store error rejects. */
async function consume(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key)
    return true
  } catch (error) {
    // The library rejects with a RateLimiterRes when the limit is reached.
    if (error instanceof RateLimiterRes) return false
    throw error
  }
}

/**
 * The contact form's limit, counted by `rate-limiter-flexible`. With a Redis connection
 * (lib/redis/connection.mjs, the site's one set-up) every instance counts in Redis, so the limit
 * is the visitor's whatever server answers. While Redis is unreachable, paused after a failure,
 * or slower than the connection's deadline (the library's timeout wrapper), each instance
 * counts in its own memory; the connection logs the outage
 * once. Without one, the count lives in this process only.
 */
export function createContactRateLimiter(redis: RedisConnection | undefined): RateLimiter {
  const memory = new RateLimiterMemory(LIMIT)
  let shared: RateLimiterAbstract | undefined
  if (redis) {
    const store = new RateLimiterRedis({ ...LIMIT, storeClient: redis.client(), useRedisPackage: true })
    shared = new RLWrapperTimeouts({ limiter: store, timeoutMs: REDIS_DEADLINE_MS })
  }
  return {
    /** Records a message for `key`; false when the visitor is over the limit. */
    async hit(key) {
      // A starting server's first message waits a moment for the connection (the count would
      // otherwise be this instance's own).
      if (redis) await redis.ready(1_000)
      if (shared && redis?.usable()) {
        try {
          return await consume(shared, key)
        } catch (error) {
          // The memory count is the insurance (the library's own insurance would hide the
          // failure from the connection, which must pause Redis for its other users too).
          redis.reportFailure('contact rate limit', error)
        }
      }
      return consume(memory, key)
    },
  }
}

/**
 * Who is sending: the first x-forwarded-for entry (the client, as the hosting proxy sets it),
 * else x-real-ip. Behind a proxy that passes the visitor's header through untouched, the value
 * is only as trustworthy as that proxy.
 */
export function visitorKey(headers: Pick<Headers, 'get'>): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  const real = headers.get('x-real-ip')?.trim()
  return (forwarded || real || 'unknown').slice(0, 64)
}

let contactLimiter: RateLimiter | undefined

/** The site's limiter, made on first use (a build never connects to Redis). */
export const contactRateLimiter: RateLimiter = {
  hit(key) {
    contactLimiter ??= createContactRateLimiter(sharedRedis())
    return contactLimiter.hit(key)
  },
}
