import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import ipaddr from 'ipaddr.js'
import proxyaddr from 'proxy-addr'
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
