// The shared outbox, with REDIS_URL: every instance stores into it and every instance delivers
// from it, one instance per message. Built on a Redis stream read by one consumer group (node-redis,
// through the site's one Redis connection, lib/redis/connection.mjs, which the cache and the rate
// limit use too). Why not BullMQ: docs/deploy.md, "The contact outbox".
//
//   {p}msg:<id>   hash: the message (payload), createdAt, attempts, lastError, nextAttemptAt,
//                 deliveredAt or rejectedAt, overdueLogged, visitor (while it waits)
//   {p}pending    sorted set of waiting ids by createdAt (the bound, the list, the 24 h check)
//   {p}delivered  sorted set of delivered ids by deliveredAt (kept KEEP_DELIVERED_MS: duplicates)
//   {p}rejected   sorted set of dead-lettered ids by rejectedAt (kept KEEP_REJECTED_MS)
//   {p}delayed    sorted set of failed ids by their next attempt (the back-off)
//   {p}visitor:<key>  how many of one visitor's messages wait (MAX_PENDING_PER_VISITOR)
//   {p}stream     one entry per attempt to make; the group `senders` gives each to one consumer
//
// {p} names the site and environment (open.mjs, outboxPrefix: `contact-outbox:<environment>:`), so a
// staging server on production's Redis never reads production's leads.
//
// Storing adds the hash and a stream entry in one script. A consumer reads one entry at a time,
// checks right before sending that the entry is still its own (XPENDING: an entry idle for
// LEASE_MS is taken over by another consumer, XAUTOCLAIM), sends it and then, in one script,
// marks it delivered, dead-letters it (a permanent rejection) or puts its id in `delayed`, and
// acknowledges and deletes the stream entry. Due ids move from `delayed` back to the stream in one
// script, so each attempt is in the stream once. Every command has the connection's deadline.
//
// One Redis (or a primary with replicas), not a cluster: the scripts name keys they derive.
import { hostname } from 'node:os'
import { KEEP_DELIVERED_MS, KEEP_REJECTED_MS, LEASE_MS, MAX_DELIVERED, MAX_PENDING, MAX_PENDING_PER_VISITOR, MAX_REJECTED } from './entries.mjs'

const GROUP = 'senders'

// KEYS: pending, stream. ARGV: prefix, id, payload, now, max pending, visitor, max per visitor, keep ms.
const ADD = `
local msg = ARGV[1] .. 'msg:' .. ARGV[2]
if redis.call('EXISTS', msg) == 1 then return 'duplicate' end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[5]) then return 'full' end
local counter = ARGV[1] .. 'visitor:' .. ARGV[6]
if ARGV[6] ~= '' and tonumber(redis.call('GET', counter) or '0') >= tonumber(ARGV[7]) then return 'visitorFull' end
redis.call('HSET', msg, 'payload', ARGV[3], 'createdAt', ARGV[4], 'attempts', 0, 'nextAttemptAt', ARGV[4])
if ARGV[6] ~= '' then
  redis.call('HSET', msg, 'visitor', ARGV[6])
  redis.call('INCR', counter)
  redis.call('PEXPIRE', counter, ARGV[8])
end
redis.call('ZADD', KEYS[1], ARGV[4], ARGV[2])
redis.call('XADD', KEYS[2], '*', 'id', ARGV[2])
return 'stored'`

// Lua shared by the scripts that end a message's wait: its visitor's count goes down once.
const RELEASE_VISITOR = `
local function releaseVisitor(msg)
  local visitor = redis.call('HGET', msg, 'visitor')
  if not visitor then return end
  redis.call('HDEL', msg, 'visitor')
  local counter = ARGV[1] .. 'visitor:' .. visitor
  if redis.call('DECR', counter) <= 0 then redis.call('DEL', counter) end
end`

const PROMOTE = `
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[2], 'LIMIT', 0, 100)
for _, id in ipairs(due) do
  redis.call('ZREM', KEYS[1], id)
  redis.call('XADD', KEYS[2], '*', 'id', id)
end
return #due`

// The end of a message's wait: delivered, or rejected for good (a dead letter, with its error).
// Out of the waiting set and its caps, into the set of its outcome, kept there `keep ms` and at
// most `max kept`. KEYS: pending, delivered or rejected, stream. ARGV: prefix, id, stream entry,
// now, keep ms, max kept, 'deliveredAt' or 'rejectedAt', error ('' when delivered).
const SETTLED = RELEASE_VISITOR + `
local msg = ARGV[1] .. 'msg:' .. ARGV[2]
redis.call('XACK', KEYS[3], '${GROUP}', ARGV[3])
redis.call('XDEL', KEYS[3], ARGV[3])
if redis.call('EXISTS', msg) == 0 or redis.call('HEXISTS', msg, 'deliveredAt') == 1 or redis.call('HEXISTS', msg, 'rejectedAt') == 1 then return 0 end
releaseVisitor(msg)
if ARGV[8] ~= '' then
  redis.call('HINCRBY', msg, 'attempts', 1)
  redis.call('HSET', msg, 'lastError', ARGV[8])
end
redis.call('HSET', msg, ARGV[7], ARGV[4])
redis.call('PEXPIRE', msg, ARGV[5])
redis.call('ZREM', KEYS[1], ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[4], ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', tonumber(ARGV[4]) - tonumber(ARGV[5]))
local extra = redis.call('ZCARD', KEYS[2]) - tonumber(ARGV[6])
if extra > 0 then
  for _, old in ipairs(redis.call('ZRANGE', KEYS[2], 0, extra - 1)) do redis.call('DEL', ARGV[1] .. 'msg:' .. old) end
  redis.call('ZREMRANGEBYRANK', KEYS[2], 0, extra - 1)
end
return 1`

// KEYS: delayed, stream. ARGV: prefix, id, stream entry, error, next attempt.
const FAILED = `
local msg = ARGV[1] .. 'msg:' .. ARGV[2]
redis.call('XACK', KEYS[2], '${GROUP}', ARGV[3])
redis.call('XDEL', KEYS[2], ARGV[3])
if redis.call('EXISTS', msg) == 0 or redis.call('HEXISTS', msg, 'deliveredAt') == 1 then return 0 end
local attempts = redis.call('HINCRBY', msg, 'attempts', 1)
redis.call('HSET', msg, 'lastError', ARGV[4], 'nextAttemptAt', ARGV[5])
redis.call('ZADD', KEYS[1], ARGV[5], ARGV[2])
return attempts`

// KEYS: delayed, pending, rejected. Only a message waiting for its back-off (or dead-lettered,
// which the operator sends back) is moved: one already in the stream is on its way.
const RETRY = `
local msg = ARGV[1] .. 'msg:' .. ARGV[2]
if redis.call('EXISTS', msg) == 0 or redis.call('HEXISTS', msg, 'deliveredAt') == 1 then return 0 end
if redis.call('HEXISTS', msg, 'rejectedAt') == 1 then
  redis.call('HDEL', msg, 'rejectedAt')
  redis.call('PERSIST', msg)
  redis.call('ZREM', KEYS[3], ARGV[2])
  redis.call('ZADD', KEYS[2], redis.call('HGET', msg, 'createdAt'), ARGV[2])
  redis.call('ZADD', KEYS[1], 0, ARGV[2])
else
  redis.call('ZADD', KEYS[1], 'XX', 0, ARGV[2])
end
redis.call('HSET', msg, 'nextAttemptAt', 0)
return 1`

const REMOVE = RELEASE_VISITOR + `
local msg = ARGV[1] .. 'msg:' .. ARGV[2]
releaseVisitor(msg)
local existed = redis.call('DEL', msg)
for _, key in ipairs(KEYS) do redis.call('ZREM', key, ARGV[2]) end
return existed`

/** A flat [field, value, …] reply (RESP2), or the map node-redis makes of it, as an object. */
function pairs(reply) {
  if (reply && !Array.isArray(reply) && typeof reply === 'object') return reply
  const object = {}
  for (let i = 0; i + 1 < (reply?.length ?? 0); i += 2) object[String(reply[i])] = reply[i + 1]
  return object
}

/** The entries of XREADGROUP's one stream: [[name, entries]] in RESP2, { name: entries } as a map. */
function firstStream(reply) {
  if (!reply) return []
  return Array.isArray(reply) ? (reply[0]?.[1] ?? []) : (Object.values(reply)[0] ?? [])
}

/** Stream entries [[streamId, [field, value, …]], …] as { streamId, id }, skipping deleted ones. */
function streamEntries(entries) {
  return (entries ?? []).filter(Boolean).map(([streamId, fields]) => ({ streamId: String(streamId), id: String(pairs(fields).id ?? '') }))
}

function toEntry(id, hash) {
  if (!hash.payload) return null
  const payload = JSON.parse(String(hash.payload))
  return {
    id,
    name: payload.name,
    email: payload.email,
    message: payload.message,
    lang: payload.lang,
    createdAt: Number(hash.createdAt),
    attempts: Number(hash.attempts ?? 0),
    lastError: hash.lastError ? String(hash.lastError) : null,
    nextAttemptAt: Number(hash.nextAttemptAt ?? 0),
    deliveredAt: hash.deliveredAt ? Number(hash.deliveredAt) : null,
    rejectedAt: hash.rejectedAt ? Number(hash.rejectedAt) : null,
    overdueLogged: hash.overdueLogged === '1',
    lease: null,
  }
}

export class RedisOutbox {
  /**
   * @param {{ redis: import('../../redis/connection.mjs').RedisConnection, prefix: string, consumer?: string }} options
   */
  constructor({ redis, prefix, consumer }) {
    this.redis = redis
    this.prefix = prefix
    this.keys = {
      pending: `${prefix}pending`,
      delivered: `${prefix}delivered`,
      delayed: `${prefix}delayed`,
      rejected: `${prefix}rejected`,
      stream: `${prefix}stream`,
    }
    this.consumer = consumer ?? `${hostname()}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`
    this.groupReady = null
    this.consumersPruned = null
  }

  /** One command, within the connection's deadline (it rejects while Redis is unavailable). */
  command(args) {
    return this.redis.run(`contact outbox ${args[0]}`, (client) => client.sendCommand(args.map(String)))
  }

  script(source, keys, args) {
    return this.command(['EVAL', source, keys.length, ...keys, this.prefix, ...args])
  }

  /** The consumer group, made once (it reads the stream from its start, entries stored before it included). */
  async ensureGroup() {
    this.groupReady ??= this.command(['XGROUP', 'CREATE', this.keys.stream, GROUP, '0', 'MKSTREAM']).catch((error) => {
      if (String(error?.message).includes('BUSYGROUP')) return
      this.groupReady = null
      throw error
    })
    await this.groupReady
    this.consumersPruned ??= this.pruneConsumers().catch(() => {})
  }

  /**
   * Each server process is a consumer of its own: those of processes gone for an hour with
   * nothing pending are removed, once per process, so restarts do not pile them up.
   */
  async pruneConsumers() {
    const consumers = (await this.command(['XINFO', 'CONSUMERS', this.keys.stream, GROUP])) ?? []
    for (const consumer of consumers.map(pairs)) {
      if (Number(consumer.pending) === 0 && Number(consumer.idle) > 3_600_000 && consumer.name !== this.consumer) {
        await this.command(['XGROUP', 'DELCONSUMER', this.keys.stream, GROUP, String(consumer.name)])
      }
    }
  }

  async add(message, now = Date.now()) {
    const { id, name, email, message: text, lang, visitor = '' } = message
    const payload = JSON.stringify({ name, email, message: text, lang })
    return String(
      await this.script(ADD, [this.keys.pending, this.keys.stream], [id, payload, now, MAX_PENDING, visitor, MAX_PENDING_PER_VISITOR, KEEP_DELIVERED_MS]),
    )
  }

  async has(id) {
    return Number(await this.command(['EXISTS', `${this.prefix}msg:${id}`])) === 1
  }

  async read(id) {
    return toEntry(id, pairs(await this.command(['HGETALL', `${this.prefix}msg:${id}`])))
  }

  /**
   * Up to `max` messages for this instance: due retries moved back to the stream, entries of a
   * consumer silent for LEASE_MS, then new entries. Each comes with its stream entry id, which
   * markDelivered/markFailed acknowledge.
   */
  async claimDue({ now = Date.now(), max }) {
    await this.ensureGroup()
    await this.script(PROMOTE, [this.keys.delayed, this.keys.stream], [now])
    const { stream } = this.keys
    const stale = await this.command(['XAUTOCLAIM', stream, GROUP, this.consumer, LEASE_MS, '0-0', 'COUNT', max])
    let claimed = streamEntries(stale?.[1])
    if (claimed.length < max) {
      const fresh = await this.command(['XREADGROUP', 'GROUP', GROUP, this.consumer, 'COUNT', max - claimed.length, 'STREAMS', stream, '>'])
      claimed = claimed.concat(streamEntries(firstStream(fresh)))
    }
    const entries = []
    for (const { streamId, id } of claimed) {
      const entry = await this.read(id)
      if (!entry && Number(await this.command(['ZSCORE', this.keys.pending, id])) > 0) {
        // Still waiting, but its hash is gone: evicted (maxmemory-policy allkeys-*, which the
        // start refuses: lib/redis/preflight.mjs) or deleted by hand. Said, not dropped silently.
        console.error(`[contact-outbox] ${id} was stored but its message is gone from Redis (evicted?); it cannot be delivered`)
        await this.command(['ZREM', this.keys.pending, id])
      }
      if (!entry || entry.deliveredAt || entry.rejectedAt) {
        // Deleted by the operator, or delivered already: nothing left to do with this entry.
        await this.command(['XACK', stream, GROUP, streamId])
        await this.command(['XDEL', stream, streamId])
        continue
      }
      entries.push({ ...entry, streamId, claimedAt: now })
    }
    return entries
  }

  async markDelivered(id, now = Date.now(), streamId = '0-0') {
    await this.script(SETTLED, [this.keys.pending, this.keys.delivered, this.keys.stream], [id, streamId, now, KEEP_DELIVERED_MS, MAX_DELIVERED, 'deliveredAt', ''])
  }

  /** Whether this consumer still holds `entry`'s stream entry (nobody took it over meanwhile). */
  async owns(entry) {
    if (!entry.streamId) return false
    const reply = await this.command(['XPENDING', this.keys.stream, GROUP, entry.streamId, entry.streamId, 1, this.consumer])
    return Array.isArray(reply) && reply.length === 1
  }

  async markRejected(id, error, now = Date.now(), streamId = '0-0') {
    await this.script(SETTLED, [this.keys.pending, this.keys.rejected, this.keys.stream], [id, streamId, now, KEEP_REJECTED_MS, MAX_REJECTED, 'rejectedAt', error])
  }

  async markFailed(id, error, nextAttemptAt, streamId = '0-0') {
    return Number(await this.script(FAILED, [this.keys.delayed, this.keys.stream], [id, streamId, error, nextAttemptAt]))
  }

  /** Undelivered messages older than `olderThanMs` that no instance has reported yet. */
  async takeOverdue(olderThanMs, now = Date.now()) {
    const ids = await this.command(['ZRANGEBYSCORE', this.keys.pending, '-inf', now - olderThanMs, 'LIMIT', 0, 100])
    const overdue = []
    for (const id of ids ?? []) {
      // HSETNX: the one instance that sets the flag reports the message.
      if (Number(await this.command(['HSETNX', `${this.prefix}msg:${id}`, 'overdueLogged', '1'])) !== 1) continue
      const entry = await this.read(String(id))
      if (entry) overdue.push(entry)
    }
    return overdue
  }

  async list() {
    const ids = [
      ...((await this.command(['ZRANGE', this.keys.pending, 0, -1])) ?? []),
      ...((await this.command(['ZRANGE', this.keys.delivered, 0, -1])) ?? []),
      ...((await this.command(['ZRANGE', this.keys.rejected, 0, -1])) ?? []),
    ].map(String)
    const entries = []
    for (const id of ids) {
      const entry = await this.read(id)
      if (entry) entries.push(entry)
    }
    return entries.sort((a, b) => a.createdAt - b.createdAt)
  }

  async retry(id) {
    return Number(await this.script(RETRY, [this.keys.delayed, this.keys.pending, this.keys.rejected], [id])) === 1
  }

  async remove(id) {
    const { pending, delivered, delayed, rejected } = this.keys
    return Number(await this.script(REMOVE, [pending, delivered, delayed, rejected], [id])) === 1
  }

  /** The connection is its opener's to close (the server's is shared by every Redis user). */
  async close() {}
}
