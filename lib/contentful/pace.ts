/**
 * Contentful's Delivery API allows about 55 uncached requests a second per space (the Preview API
 * 14) and answers 429 beyond, saying in `X-Contentful-RateLimit-Reset` how many seconds to wait.
 * Each source (delivery, preview) of a process sends through one pacer:
 * - at most `perSecond` requests in any second (CONTENTFUL_REQUESTS_PER_SECOND, default 10, so a
 *   build's workers and a few servers together stay under the limit);
 * - after a 429, every request of the process waits for the reset the answer named, and the
 *   refused request is sent again (at most MAX_RATE_LIMIT_RETRIES times): a 429 never fails a
 *   build or a refresh by itself;
 * - a wait ends early when the query's deadline passes (its signal): the deadline still holds.
 */
export const MAX_RATE_LIMIT_RETRIES = 3
/** Without a reset header, a 429 is waited out for this long. */
const DEFAULT_RESET_SECONDS = 1

export type Pacer = {
  /** Resolves when a request may be sent; rejects when `signal` aborts first. */
  turn(signal?: AbortSignal): Promise<void>
  /** A 429 arrived: nobody sends before `resetSeconds` have passed. */
  rateLimited(resetSeconds: number | undefined): void
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('query deadline passed'))
    const timer = setTimeout(() => (signal?.removeEventListener('abort', stop), resolve()), ms)
    function stop() {
      clearTimeout(timer)
      reject(new Error('query deadline passed'))
    }
    signal?.addEventListener('abort', stop, { once: true })
  })
}

export function createPacer(perSecond: number, now: () => number = Date.now): Pacer {
  const sent: number[] = []
  let blockedUntil = 0
  // Turns are handed out one at a time, in the order they were asked for.
  let queue: Promise<void> = Promise.resolve()
  return {
    turn(signal) {
      const mine = queue.then(async () => {
        for (;;) {
          const at = now()
          while (sent.length > 0 && (sent[0] ?? 0) <= at - 1000) sent.shift()
          const full = sent.length >= perSecond ? (sent[0] ?? 0) + 1000 - at : 0
          const wait = Math.max(blockedUntil - at, full)
          if (wait <= 0) break
          await sleep(wait, signal)
        }
        sent.push(now())
      })
      queue = mine.catch(() => {})
      return mine
    },
    rateLimited(resetSeconds) {
      const seconds = resetSeconds !== undefined && Number.isFinite(resetSeconds) && resetSeconds >= 0 ? resetSeconds : DEFAULT_RESET_SECONDS
      blockedUntil = Math.max(blockedUntil, now() + Math.min(seconds, 60) * 1000)
    },
  }
}

/** Sends `request` through the pacer, sending it again after a 429 (once the reset has passed). */
export async function paced<T>(pacer: Pacer, request: () => Promise<T>, isRateLimited: (error: unknown) => boolean, signal?: AbortSignal): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    await pacer.turn(signal)
    try {
      return await request()
    } catch (error) {
      if (!isRateLimited(error) || attempt >= MAX_RATE_LIMIT_RETRIES) throw error
    }
  }
}
