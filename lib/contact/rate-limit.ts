import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { createClient } from 'redis'
import { env } from '@/lib/env'

/** 5 messages per visitor per 10 minutes (the privacy policy keeps an address no longer). */
const LIMIT = { points: 5, duration: 10 * 60, keyPrefix: 'contact' }

export type RateLimiter = {
  hit: (key: string) => Promise<boolean>
  /** Gives back the hit of a message that was not stored (a duplicate, a full or failing outbox). */
  refund: (key: string) => Promise<void>
}

/**
 * The contact form's limit, counted by `rate-limiter-flexible`. With a Redis URL every instance
 * counts in Redis, so the limit is the visitor's whatever server answers; while Redis is
 * unreachable each instance counts in its own memory (the library's insurance limiter), logged
 * once per outage. Without one, the count lives in this process only.
 */
export function createContactRateLimiter(redisUrl: string | undefined): RateLimiter {
  const memory = new RateLimiterMemory(LIMIT)
  let limiter: RateLimiterAbstract = memory
  let ready: Promise<unknown> = Promise.resolve()
  if (redisUrl) {
    let isDown = false
    const client = createClient({
      url: redisUrl,
      // Fail at once while disconnected, so the insurance limiter answers without a wait.
      disableOfflineQueue: true,
      socket: { connectTimeout: 1_000, reconnectStrategy: (retries) => Math.min(200 * (retries + 1), 2_000) },
    })
    client.on('error', (error: Error) => {
      if (isDown) return
      isDown = true
      console.error(`[contact] Redis unreachable (${error.message}); each instance counts the rate limit on its own`)
    })
    client.on('ready', () => {
      if (isDown) console.error('[contact] Redis is back; the rate limit is shared again')
      isDown = false
    })
    // The first message waits for the connection (at most a second): the limiter is made at
    // that message, and a command sent before the connection is up would fall back to memory.
    const connecting = client.connect().catch(() => {})
    ready = Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, 1_000).unref())])
    limiter = new RateLimiterRedis({ ...LIMIT, storeClient: client, useRedisPackage: true, insuranceLimiter: memory })
  }
  return {
    /** Records a message for `key`; false when the visitor is over the limit. */
    async hit(key) {
      await ready
      try {
        await limiter.consume(key)
        return true
      } catch (error) {
        // The library rejects with a RateLimiterRes when the limit is reached.
        if (error instanceof RateLimiterRes) return false
        throw error
      }
    },
    async refund(key) {
      // Best effort: a refund lost to a Redis outage costs the visitor one message of their five.
      await limiter.reward(key, 1).catch(() => {})
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
    contactLimiter ??= createContactRateLimiter(env.redisUrl)
    return contactLimiter.hit(key)
  },
  refund(key) {
    contactLimiter ??= createContactRateLimiter(env.redisUrl)
    return contactLimiter.refund(key)
  },
}
