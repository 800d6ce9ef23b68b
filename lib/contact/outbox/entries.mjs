// What both outbox stores (sqlite.mjs on local disk, redis.mjs shared by every instance) agree
// on: the shape of an entry, its state, the bounds and the retry back-off. Plain ESM because
// `npm run contact:outbox` (scripts/contact-outbox.mjs) runs in Node without a TypeScript step.

/** A delivered entry is remembered this long, so a resubmission of its key stays a duplicate. */
export const KEEP_DELIVERED_MS = 7 * 24 * 3600 * 1000
/** At most this many delivered entries are remembered (the oldest are forgotten first). */
export const MAX_DELIVERED = 5000
/**
 * At most this many undelivered messages wait: past that, a new one is refused and the visitor
 * keeps their text (at the schema's 5,000 characters a message, a few tens of MB at worst).
 */
export const MAX_PENDING = 2000
/**
 * At most this many undelivered messages of one visitor (the rate limit's key) wait: a stream of
 * messages the mail server cannot take fills this, not MAX_PENDING for everybody.
 */
export const MAX_PENDING_PER_VISITOR = 10
/** A message the mail server rejected for good (5xx) is kept this long for the operator. */
export const KEEP_REJECTED_MS = 30 * 24 * 3600 * 1000
/** At most this many rejected messages are kept (the oldest are forgotten first). */
export const MAX_REJECTED = 1000
/** A message still undelivered after this long logs an error, once. */
export const OVERDUE_MS = 24 * 3600 * 1000
/**
 * While an instance sends a message, no other instance takes it for this long. A worker claims
 * one message at a time and abandons its send after SEND_DEADLINE_MS (lib/contact/deliver.ts,
 * 30 s), and checks the lease is still its own right before sending: a lease lapses when its
 * instance died or was frozen mid-send. Delivery is at least once (docs/deploy.md).
 */
export const LEASE_MS = 120_000

/** The browser makes a v4 UUID (lib/contact/draft.ts); anything else is not a key. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** @param {unknown} value */
export function isOutboxId(value) {
  return typeof value === 'string' && KEY.test(value)
}

/**
 * The delay before attempt `attempts + 1`: doubling from `baseMs`, capped at `maxMs`, with up to
 * 20 % of jitter so instances that failed together do not retry in lockstep.
 * @param {number} attempts failed attempts so far (1 after the first failure)
 * @param {{ baseMs: number, maxMs: number }} backoff
 */
export function retryDelay(attempts, { baseMs, maxMs }) {
  const delay = Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)))
  return Math.round(delay * (1 - Math.random() * 0.2))
}

/** @param {{ deliveredAt?: number | null, rejectedAt?: number | null, attempts: number }} entry */
export function entryState(entry) {
  if (entry.deliveredAt) return 'delivered'
  if (entry.rejectedAt) return 'rejected'
  return entry.attempts > 0 ? 'failing' : 'pending'
}

/**
 * A reply the mail server will give again whatever we do (SMTP 5xx: unknown recipient, policy,
 * content): retrying cannot deliver it, so the message is dead-lettered. 4xx, time-outs and
 * connection errors are tried again.
 * @param {unknown} error
 */
export function isPermanentRejection(error) {
  const code = /** @type {{ responseCode?: unknown }} */ (error)?.responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/** Shortens an error to what a log line and the operator's list need. */
export function describeError(error) {
  const text = error instanceof Error ? error.message : String(error)
  return text.replace(/\s+/g, ' ').slice(0, 300)
}

/**
 * Rejects with `what timed out` when `promise` has not settled within `ms`. Every call to Redis
 * goes through it: node-redis only times out commands it has not written yet.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} what
 * @returns {Promise<T>}
 */
export function withDeadline(promise, ms, what) {
  let timer
  const deadline = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms)
    timer.unref?.()
  })
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer))
}
