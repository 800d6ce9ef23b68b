// The one Redis connection set-up of the site: the page cache (cache-handler.mjs, which Next
// loads unbundled, hence plain JavaScript), the contact rate limit, and any other user share it.
//
// Redis that stops answering (a frozen VM, a network split: the TCP connection stays open and
// nothing comes back) must never hold a visitor. So every call has a deadline, after which the
// caller falls back to what it has; after a failure the connection is "paused" for a few
// seconds, during which calls fall back at once instead of queuing behind a silent server; then
// one call at a time probes it. An outage is logged once when it starts and once when it ends.
// The pause and the probe are cockatiel's circuit breaker (one consecutive failure opens it,
// half-open after the pause), the same library as Contentful's breaker.
//
// API (types in connection.d.mts):
//
//   REDIS_DEADLINE_MS   300    default deadline of one call (all its commands), in ms
//   REDIS_PAUSE_MS      5000   how long calls fall back at once after a failure, in ms
//   REDIS_STARTUP_WAIT_MS 1000 what a starting server's first requests give ready(), in ms
//
//   sharedRedis(): RedisConnection | undefined
//       The process's connection, made on first use from REDIS_URL; undefined when REDIS_URL
//       is unset or during `next build`.
//   createRedisConnection({ url, deadlineMs?, pauseMs?, log? }): RedisConnection
//       A connection of its own (tests; sharedRedis() is one of these). Connects lazily.
//
//   RedisConnection:
//     run(label, (client) => Promise<T>, { deadlineMs? }?): Promise<T>
//         Runs the commands with the shared client (each command also times out at the
//         deadline). Rejects with RedisUnavailableError when not connected, paused, or past
//         the deadline (then pauses); a Redis error reply (wrong type, script error) is
//         rethrown as is and pauses nothing: Redis did answer. No blocking commands (BLPOP,
//         XREAD BLOCK…): the connection is shared, they would hold it for every user.
//     attempt(label, run, fallback, { deadlineMs? }?): Promise<T | F>
//         run(), or `fallback` when Redis is unavailable (other errors still reject).
//     usable(): boolean
//         Connected and not paused: a call now would be sent.
//     ready(timeoutMs): Promise<boolean>
//         Waits (at most timeoutMs) for the first connection: a starting server's first
//         requests may wait a moment for the shared state rather than answer from local state.
//     client(): RedisClient
//         The client itself, for a library that takes one (rate-limiter-flexible); its
//         commands time out at the deadline. Check usable() first; report what fails.
//     reportFailure(label, error): void
//         Tells the connection that a command sent through client() failed: pauses it.
//     onRecovered(() => void): () => void
//         Called on each (re)connection and when Redis answers again after a failure: the
//         moment to catch up with what was missed. Returns the unsubscribe function.
//     close(): Promise<void>
//
//   RedisUnavailableError (error.code === 'REDIS_UNAVAILABLE')
import { BrokenCircuitError, circuitBreaker, CircuitState, ConsecutiveBreaker, handleWhen } from 'cockatiel'
import { createClient, ErrorReply } from 'redis'

export const REDIS_DEADLINE_MS = 300
export const REDIS_PAUSE_MS = 5_000
/** How long a starting server's first requests wait for the connection (ready()) before using local state. */
export const REDIS_STARTUP_WAIT_MS = 1_000

export class RedisUnavailableError extends Error {
  constructor(message, options) {
    super(message, options)
    this.name = 'RedisUnavailableError'
    this.code = 'REDIS_UNAVAILABLE'
  }
}

const describe = (error) => error?.message ?? String(error)

/** A failure that pauses the connection, with the label of the call it came from (for the log). */
class Failure extends RedisUnavailableError {
  constructor(label, error) {
    super(describe(error), { cause: error })
    this.label = label
  }
}

/**
 * Rejects with RedisUnavailableError past the deadline. The verdict waits for the I/O phase of the
 * turn the timer fires in: after a turn spent rendering, an answer already in the socket is read
 * before it counts as late (cockatiel's timeout() would count it late: a busy turn is not a slow Redis).
 */
async function withDeadline(work, deadline) {
  let timer
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => setImmediate(() => reject(new RedisUnavailableError(`no answer within ${deadline} ms`))), deadline)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * @param {{ url: string, deadlineMs?: number, pauseMs?: number, log?: (line: string) => void }} options
 */
export function createRedisConnection({ url, deadlineMs = REDIS_DEADLINE_MS, pauseMs = REDIS_PAUSE_MS, log = (line) => console.error(line) }) {
  let base
  let timed
  /** When the current outage began (0: none); it is logged once, when it starts and when it ends. */
  let downSince = 0
  /** When an open breaker lets its probe through. */
  let probeFrom = 0
  /** The first connection attempt has ended, either way: ready() waits no longer. */
  let tried = false
  const recovered = new Set()

  const notifyRecovered = () => {
    for (const listener of recovered) {
      try {
        listener()
      } catch (error) {
        log(`[redis] a recovery listener failed: ${describe(error)}`)
      }
    }
  }

  /** While down, a PING after each pause: recovery must not wait for a visitor's request. */
  let prober

  /** Every failure reaching the breaker is a Failure (run() and markDown() wrap them). */
  function onBreak({ error }) {
    probeFrom = Date.now() + pauseMs
    if (downSince) return
    downSince = Date.now()
    log(`[redis] ${error.label} failed (${describe(error.cause)}); falling back to local state, retrying every ${pauseMs / 1000} s`)
    prober = setInterval(() => run('probe', (client) => client.ping()).catch(() => {}), pauseMs + 20)
    prober.unref?.()
  }

  function onReset() {
    if (!downSince) return
    log(`[redis] answering again after ${((Date.now() - downSince) / 1000).toFixed(1)} s`)
    downSince = 0
    clearInterval(prober)
    notifyRecovered()
  }

  /**
   * One failure opens it; after the pause it lets one call through (the probe). A Redis error
   * reply (wrong type, script error) is an answer: it opens nothing. A breaker replaced by
   * markUp() no longer speaks for the connection (a call it still runs may fail late).
   */
  const makeBreaker = () => {
    const made = circuitBreaker(handleWhen((error) => !(error instanceof ErrorReply)), { breaker: new ConsecutiveBreaker(1), halfOpenAfter: pauseMs })
    made.onBreak((reason) => made === breaker && onBreak(reason))
    made.onReset(() => made === breaker && onReset())
    return made
  }
  let breaker = makeBreaker()

  function markDown(label, error) {
    // Open: already paused. Half-open: the probe in flight decides (it fails too if Redis went away).
    if (breaker.state !== CircuitState.Closed) return
    breaker.execute(() => Promise.reject(new Failure(label, error))).catch(() => {})
  }

  /** A (re)connection is an answer: the pause ends without waiting for the probe. */
  function markUp() {
    if (!downSince) return notifyRecovered()
    breaker = makeBreaker()
    onReset()
  }

  const socket = {
    connectTimeout: Math.max(deadlineMs * 4, 1_000),
    reconnectStrategy: (retries) => Math.min(200 * (retries + 1), 2_000),
  }

  function ensure() {
    if (base) return timed
    // Fail at once while disconnected instead of queuing commands for later.
    base = createClient({ url, disableOfflineQueue: true, socket })
    base.on('error', (error) => {
      tried = true
      markDown('connection', error)
    })
    base.on('ready', () => {
      tried = true
      markUp()
    })
    base.connect().catch((error) => markDown('connection', error))
    timed = base.withCommandOptions({ timeout: deadlineMs })
    return timed
  }

  async function run(label, commands, { deadlineMs: deadline = deadlineMs } = {}) {
    const client = deadline === deadlineMs ? ensure() : (ensure(), base.withCommandOptions({ timeout: deadline }))
    if (!base.isReady) throw new RedisUnavailableError('Redis is not connected')
    // cockatiel's half-open state queues further calls behind the probe: here they fall back at once.
    if (breaker.state === CircuitState.HalfOpen) throw new RedisUnavailableError('Redis is being probed')
    try {
      return await breaker.execute(async () => {
        try {
          return await withDeadline(commands(client), deadline)
        } catch (error) {
          throw error instanceof ErrorReply ? error : new Failure(label, error)
        }
      })
    } catch (error) {
      if (error instanceof ErrorReply) throw error
      if (error instanceof BrokenCircuitError) throw new RedisUnavailableError('Redis is paused after a failure')
      // The caller sees the failure itself ("no answer within 300 ms"), not the label's wrapper.
      throw error?.cause instanceof RedisUnavailableError ? error.cause : error
    }
  }

  return {
    run,
    async attempt(label, commands, fallback, options) {
      try {
        return await run(label, commands, options)
      } catch (error) {
        if (error instanceof RedisUnavailableError) return fallback
        throw error
      }
    },
    usable() {
      ensure()
      const state = breaker.state
      return base.isReady && (state === CircuitState.Closed || (state === CircuitState.Open && Date.now() >= probeFrom))
    },
    ready(timeoutMs) {
      ensure()
      if (base.isReady || tried) return Promise.resolve(base.isReady)
      return new Promise((resolve) => {
        const done = (value) => {
          clearTimeout(timer)
          base.off('ready', onReady)
          resolve(value)
        }
        const onReady = () => done(true)
        const timer = setTimeout(() => done(base.isReady), timeoutMs)
        timer.unref?.()
        base.on('ready', onReady)
      })
    },
    client() {
      return ensure()
    },
    reportFailure(label, error) {
      markDown(label, error)
    },
    onRecovered(listener) {
      recovered.add(listener)
      return () => recovered.delete(listener)
    },
    async close() {
      clearInterval(prober)
      if (base?.isOpen) await base.close().catch(() => {})
    },
  }
}

/** The process's connection from REDIS_URL, or undefined (no REDIS_URL, or `next build`). */
export function sharedRedis() {
  const url = process.env.REDIS_URL?.trim()
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return undefined
  // One per process, whatever module graph asks: Next loads the cache handler outside the
  // bundles that import this module for the rate limiter.
  const key = Symbol.for('site.redis.connection')
  globalThis[key] ??= createRedisConnection({ url })
  return globalThis[key]
}
