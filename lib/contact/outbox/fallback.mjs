// The outbox of a server with REDIS_URL: the shared store in Redis, and this server's own durable
// store (sqlite.mjs) for whatever Redis cannot take when the visitor sends.
//
// A message goes to Redis when Redis answers within the connection's deadline; otherwise (Redis
// frozen, paused after another user's failure, unreachable, out of memory) it is committed to
// the local store and the visitor is told it was sent, as it is kept. Each worker pass then
// moves the local messages into Redis (the same id: a copy Redis took late, after its deadline,
// is a duplicate there, and is stored once). Until Redis answers, they wait on this disk.
//
// Before trusting Redis at all, the outbox asks it (lib/redis/preflight.mjs): a Redis that would
// lose messages (evictions, no XAUTOCLAIM) is refused, and this server then sends from its own
// store, as a server without REDIS_URL does.
import { checkRedisForOutbox } from '../../redis/preflight.mjs'
import { describeError } from './entries.mjs'

/** How many local messages one pass moves to Redis. */
const MOVE_BATCH = 20

export class FallbackOutbox {
  /**
   * @param {{
   *   redis: import('../../redis/connection.mjs').RedisConnection,
   *   shared: import('./redis.mjs').RedisOutbox,
   *   local: import('./sqlite.mjs').SqliteOutbox,
   *   check?: (redis: import('../../redis/connection.mjs').RedisConnection) => Promise<{ usable: boolean }>,
   * }} options
   */
  constructor({ redis, shared, local, check = checkRedisForOutbox }) {
    this.redis = redis
    this.shared = shared
    this.local = local
    this.check = check
    /** @type {'unknown' | 'trusted' | 'refused'} */
    this.verdict = 'unknown'
    /** @type {Promise<void> | undefined} */
    this.checking = undefined
  }

  /**
   * Whether Redis may be used now: checked once it answers, then connected and not paused. A
   * visitor's request does not wait for the check (`wait: false`): its message is kept locally
   * meanwhile, and moved by the worker, whose passes wait for it.
   */
  async sharedUsable({ wait = true } = {}) {
    if (this.verdict === 'unknown' && this.redis.usable()) {
      this.checking ??= this.check(this.redis)
        .then((verdict) => {
          this.verdict = verdict.usable ? 'trusted' : 'refused'
        })
        .catch(() => {})
        .finally(() => {
          this.checking = undefined
        })
      if (wait) await this.checking
    }
    return this.verdict === 'trusted' && this.redis.usable()
  }

  async add(message, now = Date.now()) {
    if (await this.sharedUsable({ wait: false })) {
      try {
        return await this.shared.add(message, now)
      } catch (error) {
        const result = await this.local.add(message, now)
        if (result === 'stored') {
          console.warn(`[contact-outbox] ${message.id} kept on this server's disk (Redis: ${describeError(error)}); moved to Redis once it answers`)
        }
        return result
      }
    }
    const result = await this.local.add(message, now)
    if (result === 'stored' && this.verdict !== 'refused') {
      console.warn(`[contact-outbox] ${message.id} kept on this server's disk (Redis unavailable); moved to Redis once it answers`)
    }
    return result
  }

  async has(id) {
    if (await this.local.has(id)) return true
    if (!(await this.sharedUsable({ wait: false }))) return false
    return this.shared.has(id).catch(() => false)
  }

  /** Moves this server's waiting messages into Redis, oldest first; stops at the first failure. */
  async moveLocal() {
    for (const entry of await this.local.waiting(MOVE_BATCH)) {
      const result = await this.shared.add({ ...entry, visitor: undefined }, entry.createdAt)
      if (result === 'full') return
      // 'stored', or 'duplicate': Redis took it after all (a late write) or earlier.
      await this.local.remove(entry.id)
      console.info(`[contact-outbox] ${entry.id} moved from this server's disk to Redis`)
    }
  }

  async claimDue(options) {
    if (this.verdict === 'refused') return this.local.claimDue(options)
    if (!(await this.sharedUsable())) return []
    await this.moveLocal()
    return this.shared.claimDue(options)
  }

  /** A Redis entry carries its stream id; a local one (Redis refused) does not. */
  storeOf(streamId) {
    return streamId ? this.shared : this.local
  }

  owns(entry, owner) {
    return entry.streamId ? this.shared.owns(entry) : this.local.owns(entry, owner)
  }

  markDelivered(id, now = Date.now(), streamId) {
    return this.storeOf(streamId).markDelivered(id, now, streamId)
  }

  markFailed(id, error, nextAttemptAt, streamId) {
    return this.storeOf(streamId).markFailed(id, error, nextAttemptAt, streamId)
  }

  markRejected(id, error, now = Date.now(), streamId) {
    return this.storeOf(streamId).markRejected(id, error, now, streamId)
  }

  async takeOverdue(olderThanMs, now = Date.now()) {
    const local = await this.local.takeOverdue(olderThanMs, now)
    if (!(await this.sharedUsable())) return local
    return [...local, ...(await this.shared.takeOverdue(olderThanMs, now))]
  }

  /** Both stores' messages (an id in both is Redis's: the local copy is about to be removed). */
  async list() {
    const shared = (await this.sharedUsable()) ? await this.shared.list() : []
    const ids = new Set(shared.map((entry) => entry.id))
    const local = (await this.local.list()).filter((entry) => !ids.has(entry.id))
    return [...shared, ...local].sort((a, b) => a.createdAt - b.createdAt)
  }

  async retry(id) {
    const local = await this.local.retry(id)
    const shared = (await this.sharedUsable()) ? await this.shared.retry(id) : false
    return local || shared
  }

  async remove(id) {
    const local = await this.local.remove(id)
    const shared = (await this.sharedUsable()) ? await this.shared.remove(id) : false
    return local || shared
  }

  async close() {
    await this.local.close()
  }
}
