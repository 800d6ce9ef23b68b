// What both outbox stores (journal.mjs on local disk, redis.mjs shared by every instance) agree
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
/** A message still undelivered after this long logs an error, once. */
export const OVERDUE_MS = 24 * 3600 * 1000
/**
 * While an instance sends a message, no other instance takes it for this long. The send itself
 * is abandoned well before (SEND_DEADLINE_MS in lib/contact/mail.ts), so a lease only lapses
 * when its instance died mid-send.
 */
export const LEASE_MS = 120_000

/** The browser makes a v4 UUID (lib/contact/idempotency-key.ts); anything else is not a key. */
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

/** @param {{ deliveredAt?: number | null, attempts: number }} entry */
export function entryState(entry) {
  if (entry.deliveredAt) return 'delivered'
  return entry.attempts > 0 ? 'failing' : 'pending'
}

/**
 * A new entry from a stored message.
 * @param {{ id: string, name: string, email: string, message: string, lang: string }} message
 * @param {number} now
 */
export function newEntry(message, now) {
  const { id, name, email, message: text, lang } = message
  return {
    id,
    name,
    email,
    message: text,
    lang,
    createdAt: now,
    attempts: 0,
    lastError: null,
    nextAttemptAt: now,
    deliveredAt: null,
    overdueLogged: false,
    lease: null,
  }
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
