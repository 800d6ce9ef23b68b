import ipaddr from 'ipaddr.js'
import proxyaddr from 'proxy-addr'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { env } from '@/lib/env'
import { REDIS_DEADLINE_MS, REDIS_STARTUP_WAIT_MS, sharedRedis, type RedisConnection } from '@/lib/redis/connection.mjs'

/** 5 messages per visitor per 10 minutes (the privacy policy keeps an address no longer). */
const LIMIT = { points: 5, duration: 10 * 60, keyPrefix: 'contact' }

export type RateLimiter = {
  hit: (key: string) => Promise<boolean>
  /** Gives back the hit of a message that was not stored (a duplicate, a full or failing outbox). */
  refund: (key: string) => Promise<void>
}

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
 * counts in its own memory; the connection logs the outage once. Without one, the count lives in this process only.
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
      if (redis) await redis.ready(REDIS_STARTUP_WAIT_MS)
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
    async refund(key) {
      // Best effort, where the hit was counted: a refund lost to a Redis outage costs the visitor
      // one message of their five.
      const limiter = shared && redis?.usable() ? shared : memory
      await limiter.reward(key, 1).catch(() => {})
    },
  }
}

type Trust = (address: string, hop: number) => boolean

const trustCache = new Map<string, Trust>()

/**
 * TRUSTED_PROXIES as proxy-addr reads it: a hop count (`1`: the one proxy in front), or addresses,
 * ranges and proxy-addr's names (`loopback`, `uniquelocal`), comma-separated. Unset: nobody. A
 * value proxy-addr cannot read trusts nobody, and says so once.
 */
function trustOf(setting: string | undefined): Trust {
  const key = setting ?? ''
  const known = trustCache.get(key)
  if (known) return known
  let trust: Trust = () => false
  if (/^\d+$/.test(key)) {
    const hops = Number(key)
    trust = (_address, hop) => hop < hops
  } else if (key) {
    try {
      trust = proxyaddr.compile(key.split(',').map((part) => part.trim()).filter(Boolean))
    } catch (error) {
      console.error(`[contact] TRUSTED_PROXIES is not readable (${error instanceof Error ? error.message : error}); no proxy is trusted`)
    }
  }
  trustCache.set(key, trust)
  return trust
}

/** An IPv6 visitor is their /64 (one subscriber's network); an IPv4-mapped address is its IPv4. */
function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const v6 = parsed as ipaddr.IPv6
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString()
  return `${v6.parts.slice(0, 4).map((part) => part.toString(16)).join(':')}::/64`
}

/**
 * Who is sending, for the rate limit: the address of the first hop the operator does not trust.
 * The production server appends the connection's own address to X-Forwarded-For
 * (scripts/server/forwarded-for.mjs), so the last entry is whoever connected; `proxy-addr` walks
 * back from it through the proxies TRUSTED_PROXIES names. With none trusted, a visitor's own
 * X-Forwarded-For changes nothing: every value they write shares their connection's count.
 */
export function visitorKey(headers: Pick<Headers, 'get'>, trustedProxies = env.trustedProxies): string {
  const chain = (headers.get('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)
  const connection = chain.pop()
  if (!connection) return 'unknown'
  const request = { socket: { remoteAddress: connection }, headers: { 'x-forwarded-for': chain.join(', ') } }
  const address = proxyaddr(request as unknown as Parameters<typeof proxyaddr>[0], trustOf(trustedProxies))
  return addressKey(address).slice(0, 64)
}

let contactLimiter: RateLimiter | undefined
/** Made on first use: a build never connects to Redis. */
const siteLimiter = () => (contactLimiter ??= createContactRateLimiter(sharedRedis()))

/** The site's limiter. */
export const contactRateLimiter: RateLimiter = {
  hit: (key) => siteLimiter().hit(key),
  refund: (key) => siteLimiter().refund(key),
}
