/**
 * An in-memory sliding window: at most `limit` hits per key within `windowMs`. It lives in the
 * server process, so each instance (each serverless function copy) counts on its own: enough
 * to stop one visitor flooding the inbox, not a global quota.
 */
export type RateLimiter = { hit: (key: string, now?: number) => boolean }

type Options = { limit: number; windowMs: number; maxKeys: number }

export function createRateLimiter({ limit, windowMs, maxKeys }: Options): RateLimiter {
  const hits = new Map<string, number[]>()

  // Every hit sweeps out the visitors whose window has passed, so an address stays in memory
  // no longer than the window (the privacy policy says so).
  function sweepExpired(now: number) {
    for (const [key, times] of hits) {
      if (times.every((time) => now - time >= windowMs)) hits.delete(key)
    }
  }

  // Still full: forget the keys seen least recently (a Map iterates in insertion order).
  function evictOldest() {
    for (const key of hits.keys()) {
      if (hits.size < maxKeys) break
      hits.delete(key)
    }
  }

  return {
    /** Records a hit for `key`; false when the key is over its limit (the hit is not counted). */
    hit(key, now = Date.now()) {
      sweepExpired(now)
      const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs)
      if (recent.length >= limit) return false
      hits.delete(key)
      evictOldest()
      hits.set(key, [...recent, now])
      return true
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

/** 5 messages per visitor per 10 minutes. */
export const contactRateLimiter = createRateLimiter({ limit: 5, windowMs: 10 * 60_000, maxKeys: 10_000 })
