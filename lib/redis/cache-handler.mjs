// Next.js's incremental cache (pages, route responses, unstable_cache data), shared through
// Redis when REDIS_URL is set. Loaded by Next itself at run time (next.config.mjs
// `cacheHandler`), hence plain JavaScript. It implements only Next's documented
// `cacheHandler` interface (`get`, `set`, `revalidateTag`, `resetRequestCache`: docs
// next-config-js/incrementalCacheHandlerPath, and self-hosting "Configuring Caching"); it imports
// nothing of Next. Why not a library: docs/decisions/2026-11-27-shared-cache.md.
//
// - Entries belong to one release: every key starts with the deployment id
//   (scripts/server/deployment-id.mjs), so servers of two releases sharing one Redis never read
//   each other's pages; an old release's keys expire on their own (ENTRY_TTL_SECONDS).
// - get: Redis first, within the connection's deadline (connection.mjs); on a miss or while
//   Redis does not answer, this server's own copy (cache-handler-local.mjs: memory and files,
//   which hold what `next build` pre-rendered), else a miss (Next renders).
// - set: the server's own copy and Redis.
// - revalidateTag: the time of each tag's revalidation goes into a Redis hash (and this server's
//   memory); every read compares its entry with its tags' times there, so a revalidation made on
//   any server holds on every server at once, with nothing to deliver (no message to lose).
//   One made while Redis did not answer is written when it answers again.
// - A revalidation is final: an entry whose render started before a revalidation of one of its
//   tags and stored its result after it is stored as made when its render started
//   (cache-handler-clock.mjs), so it counts as revalidated and is rendered again.
import { deploymentId } from '../../scripts/server/deployment-id.mjs'
import { resolve } from 'node:path'
import { createRenderClock, madeAt } from './cache-handler-clock.mjs'
import { createLocalStore, localCacheDir } from './cache-handler-local.mjs'
import { asServed, entryTags, isRedirectWithoutLocation, laterTag, replacer, revalidation, reviver, startsRender, tagState } from './cache-handler-rules.mjs'
import { REDIS_STARTUP_WAIT_MS, sharedRedis } from './connection.mjs'

// Several sites or environments on one Redis: give each its database, redis://host:6379/2.
const NAMESPACE = 'next-cache'
/**
 * Entries outlive their lifetime (stale pages are still served while they re-render); Redis
 * forgets them after this, and so an old release's entries once nothing reads or writes them.
 */
const ENTRY_TTL_SECONDS = 2 * 24 * 3600

/**
 * The state a server's handlers share: its Redis connection (or none), its release's key prefix,
 * its copy of the entries and tags, and its render clock. Exported for the tests, which run two
 * "servers" in one process.
 */
export function createSharedState(redis, release, localDir) {
  const prefix = `${NAMESPACE}:${release ?? 'unversioned'}:`
  const state = {
    redis,
    prefix,
    tagsKey: `${prefix}tags`,
    local: createLocalStore(localDir),
    /** Tag → its latest revalidation known here (own ones, and every one read from Redis). */
    tags: new Map(),
    /** Tags revalidated here while Redis did not answer: written when it answers again. */
    unsent: new Set(),
    clock: createRenderClock(),
    startup: redis ? redis.ready(REDIS_STARTUP_WAIT_MS) : Promise.resolve(false),
  }
  redis?.onRecovered(() => {
    const pending = [...state.unsent]
    state.unsent.clear()
    if (pending.length) writeTags(state, pending).catch(() => pending.forEach((tag) => state.unsent.add(tag)))
  })
  return state
}

/**
 * The process's state (Next makes one handler per request). One per process, whatever module
 * graph loads this file: the proxy and the app are bundled apart, each with its own copy of this
 * module, and a revalidation made through one must hold for the other's reads.
 */
const STATE = Symbol.for('site.cache-handler.state')
function processState() {
  // No Redis without REDIS_URL or during `next build` (sharedRedis says which).
  if (!globalThis[STATE]) {
    const release = deploymentId('phase-production-server', process.cwd())
    // The build directory as next.config.mjs names it: read at run time, nothing for the build's
    // file tracing to follow (without the comment, Turbopack traces the whole project into it).
    const distDir = resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR || '.next')
    globalThis[STATE] = createSharedState(sharedRedis() ?? null, release, localCacheDir(distDir, release))
  }
  return globalThis[STATE]
}

/** The tags' records, from Redis when it answers (merged into memory), else from memory. */
async function readTags(state, names) {
  const { redis, tags, tagsKey } = state
  if (redis && names.length) {
    const values = await redis.attempt('tags', (client) => client.hmGet(tagsKey, names), undefined).catch(() => undefined)
    values?.forEach((value, index) => {
      if (!value) return
      try {
        tags.set(names[index], laterTag(tags.get(names[index]), JSON.parse(value)))
      } catch {
        // Not ours.
      }
    })
  }
  return names.map((name) => tags.get(name))
}

/**
 * Writes the tags' records to Redis, dated no earlier than the write: an entry another server
 * stored before the revalidation reached Redis then still counts as older than it.
 */
function writeTags(state, names) {
  const { redis, tags, tagsKey } = state
  return redis.run('revalidation', async (client) => {
    const now = Date.now()
    const fields = Object.fromEntries(
      names.map((name) => {
        const record = tags.get(name) ?? {}
        const late = { stale: record.stale && Math.max(record.stale, now), expired: record.expired && Math.max(record.expired, now) }
        return [name, JSON.stringify(late)]
      }),
    )
    await client.hSet(tagsKey, fields)
    await client.expire(tagsKey, ENTRY_TTL_SECONDS)
  })
}

/**
 * A stored entry, or undefined for something unreadable (a miss: Next renders). Next reads the
 * entry it is given and changes nothing in it (its own in-memory cache hands out one object too),
 * so one parse serves every request while the text stays the same (local.read).
 */
function parsed(text) {
  try {
    return JSON.parse(text, reviver)
  } catch {
    return undefined
  }
}

export default class SharedCacheHandler {
  /** @param {unknown} _context Next's documented constructor argument; `state`: the tests'. */
  constructor(_context, state = processState()) {
    this.shared = state
  }

  async get(key, ctx) {
    const { redis, prefix, local, clock, startup } = this.shared
    let stored
    if (redis) {
      await startup
      // Any failure is a miss (a thrown error would be a render error, docs: how revalidation works).
      const text = await redis.attempt('read', (client) => client.get(prefix + key), undefined).catch(() => undefined)
      if (text) stored = local.read(key, text, parsed)
    }
    const kept = stored ? undefined : local.get(key)
    if (kept) stored = local.read(key, kept, parsed)
    const now = Date.now()
    const served = stored ? asServed(stored, tagState(await readTags(this.shared, entryTags(stored.value, ctx, stored.tags)), stored.lastModified ?? 0, now), ctx, now) : null
    if (startsRender(served, ctx, now)) clock.read(key, now)
    return served
  }

  async set(key, data, ctx) {
    const { redis, prefix, local, clock, startup } = this.shared
    await startup
    const now = Date.now()
    const startedAt = clock.started(key, now)
    if (isRedirectWithoutLocation(data)) {
      local.delete(key)
      if (redis) await redis.attempt('write', (client) => client.del(prefix + key), undefined).catch(() => undefined)
      return
    }
    const tags = entryTags(data, ctx)
    const lastModified = madeAt(await readTags(this.shared, tags), startedAt, now)
    // The shape Next's handlers return: the value, when it was made, its tags, and for a
    // response its lifetime (another server must revalidate it on the same schedule).
    const entry = { value: data, lastModified, tags: ctx?.tags ?? [], cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl }
    const text = JSON.stringify(entry, replacer)
    local.set(key, text)
    if (redis) await redis.attempt('write', (client) => client.set(prefix + key, text, { expiration: { type: 'EX', value: ENTRY_TTL_SECONDS } }), undefined).catch(() => undefined)
  }

  async revalidateTag(tagOrTags, durations) {
    const { redis, tags, unsent, startup } = this.shared
    await startup
    const names = typeof tagOrTags === 'string' ? [tagOrTags] : [...tagOrTags]
    const record = revalidation(durations)
    for (const name of names) tags.set(name, laterTag(tags.get(name), record))
    if (redis) await writeTags(this.shared, names).catch(() => names.forEach((name) => unsent.add(name)))
  }

  resetRequestCache() {
    // Nothing is kept per request.
  }
}
