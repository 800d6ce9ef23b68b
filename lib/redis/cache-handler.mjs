// Next.js's incremental cache (pages, route responses, unstable_cache data), shared through
// Redis when REDIS_URL is set. Loaded by Next itself at run time (next.config.mjs
// `cacheHandler`), unbundled, hence plain JavaScript.
//
// It is Next's own file-system cache with Redis in front (why not a library:
// docs/deploy.md, "The shared cache"):
// - REDIS_URL unset: Next's default cache (memory + .next/cache), one process.
// - Entries belong to one release: every key starts with the deployment id (next.config.mjs
//   `deploymentId`), so servers of two releases sharing one Redis never read each other's
//   pages; an old release's keys expire on their own (ENTRY_TTL_SECONDS).
// - get: Redis first, within the connection's deadline (connection.mjs); on a miss, a timeout
//   or while Redis is paused, the local copy (the build's pre-rendered pages are there).
// - set: the local copy and Redis, so an instance still has its pages if Redis goes away.
// - revalidateTag: Next records a tag's revalidation in its in-process tags manifest; this
//   handler also stores it in a Redis hash and publishes it, and every instance of the release
//   copies it into its own manifest (at once through pub/sub, in full after each (re)connection
//   or outage). A revalidation made while Redis did not answer is sent when it answers again.
// - A revalidation is final: an entry whose render read the cache before a revalidation of one
//   of its tags, and stored its result after it, is stored as made when its render started, so
//   it counts as revalidated (see renderStart below).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import { REDIS_STARTUP_WAIT_MS, sharedRedis } from './connection.mjs'

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule
const { tagsManifest } = tagsManifestModule

// Several sites or environments on one Redis: give each its database, redis://host:6379/2.
const NAMESPACE = 'next-cache'
/** Each local copy is kept in memory too when there is no Redis (Next's default, 50 MB). */
const LOCAL_MEMORY_BYTES = 50 * 1024 * 1024
/**
 * Entries outlive their lifetime (stale pages are still served while they re-render); Redis
 * forgets them after this, and so an old release's entries once nothing reads or writes them.
 */
const ENTRY_TTL_SECONDS = 2 * 24 * 3600
/**
 * Redis pub/sub delivers a message at most once: one published while a subscriber reconnects
 * (after a frozen or restarted Redis) is lost. Each server also reads the whole tag hash this
 * often, so a revalidation reaches it within the contract's 5 s whatever happened to the message.
 */
const TAG_SYNC_MS = 2_000

/** The release's id: the deployment id Next runs with, else the build id. */
function releaseId(serverDistDir) {
  if (process.env.NEXT_DEPLOYMENT_ID) return process.env.NEXT_DEPLOYMENT_ID
  try {
    return readFileSync(join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'unknown-build'
  }
}

// Buffers (page payloads) and Maps (segment data) survive JSON through these markers.
function replacer(key, value) {
  const raw = this[key]
  if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') }
  if (raw instanceof Map) return { $map: [...raw.entries()] }
  return value
}
function reviver(_key, value) {
  if (value && typeof value === 'object') {
    if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64')
    if (Array.isArray(value.$map)) return new Map(value.$map)
  }
  return value
}

/** When a tag was last revalidated: its `stale` time (a 'max' revalidation), or `expired` once passed. */
export function revalidatedAt(entry, now = Date.now()) {
  if (!entry) return 0
  const expired = typeof entry.expired === 'number' && entry.expired <= now ? entry.expired : 0
  return Math.max(entry.stale ?? 0, expired)
}

/** When a tag entry was written: its `stale` time (every revalidation sets it), else `expired`. */
const writtenAt = (entry) => entry?.stale ?? entry?.expired ?? 0

/**
 * Revalidations made on another server, with when they arrived here (one per tag, bounded by the
 * tags in use). An entry this server stored between a revalidation and its arrival may hold
 * content from before it, yet is newer than it: read back, it counts as made just before it.
 */
const arrivals = new Map()

/** A revalidation made on another instance replaces an older one of the same tag here. */
export function mergeTag(tag, entry, manifest = tagsManifest, now = Date.now(), arrived = arrivals) {
  if (!entry || typeof entry !== 'object') return
  const current = manifest.get(tag)
  if (current && writtenAt(entry) <= writtenAt(current)) return
  manifest.set(tag, { ...entry })
  const made = revalidatedAt(entry, now)
  if (made > 0 && made < now) arrived.set(tag, { made, at: now })
}

/** `entry` as this server must see it: stored in the window between a remote revalidation and its arrival, it is older than that revalidation. */
export function beforeLateRevalidations(entry, ctx, arrived = arrivals) {
  if (!entry?.value || typeof entry.lastModified !== 'number') return entry
  for (const tag of entryTags(entry.value, ctx)) {
    const late = arrived.get(tag)
    if (late && entry.lastModified >= late.made && entry.lastModified < late.at) return { ...entry, lastModified: late.made - 1 }
  }
  return entry
}

const PAGE_REDIRECT = /<meta id="__next-page-redirect" http-equiv="refresh" content="\d+;url=([^"]+)"/

/**
 * Next 16.4 stores a page that redirected during a background re-render (a post unpublished
 * while its page was stale) as a 307 without its Location header, so every later visitor gets a
 * redirect to nowhere. The target is in the page's own meta refresh: put it back, local paths only.
 */
export function withRedirectLocation(data) {
  if (data?.kind !== 'APP_PAGE' || (data.status !== 307 && data.status !== 308) || data.headers?.location) return data
  const html = typeof data.html === 'string' ? data.html : Buffer.isBuffer(data.html) ? data.html.toString('utf8') : ''
  const target = PAGE_REDIRECT.exec(html)?.[1]?.replace(/&amp;/g, '&')
  if (!target || !target.startsWith('/') || target.startsWith('//')) return data
  return { ...data, headers: { ...data.headers, location: target } }
}

/** The tags an entry answers to: a response's cache-tags header, a data entry's tags. */
export function entryTags(data, ctx) {
  const header = data?.headers?.['x-next-cache-tags']
  if (typeof header === 'string') return header.split(',')
  return [...(ctx?.tags ?? []), ...(Array.isArray(data?.tags) ? data.tags : [])]
}

/**
 * When did the render that is now storing `key` start? Next reads an entry before every
 * render of it (a miss, or a stale copy served while it re-renders), so the earliest read of
 * the key within the last READ_WINDOW_MS is at or before that start, for any render shorter
 * than half the window. Two marks rotate every half window so that a busy page's reads keep
 * one that old and no older.
 */
export const READ_WINDOW_MS = 40_000
const MAX_TRACKED_KEYS = 10_000

export function createRenderClock(window = READ_WINDOW_MS) {
  const reads = new Map()
  return {
    read(key, now = Date.now()) {
      const marks = reads.get(key)
      if (!marks) {
        // Bounded: the oldest-tracked key goes first (a Map iterates in insertion order).
        if (reads.size >= MAX_TRACKED_KEYS) reads.delete(reads.keys().next().value)
        reads.set(key, { previous: 0, current: now })
      } else if (now - marks.current > window / 2) {
        marks.previous = marks.current
        marks.current = now
      }
    },
    /** The render's start as far as reads tell, and forgets the key; undefined if unknown. */
    started(key, now = Date.now()) {
      const marks = reads.get(key)
      reads.delete(key)
      const times = [marks?.previous, marks?.current].filter((t) => t && now - t <= window)
      return times.length ? Math.min(...times) : undefined
    },
  }
}

/**
 * The time an entry stored now counts as made: now, unless one of its tags was revalidated
 * after its render started (the render may have read content from before the change), then
 * the render's start, so Next treats it as revalidated and renders it again.
 */
export function madeAt(tags, startedAt, now = Date.now(), manifest = tagsManifest) {
  if (startedAt === undefined) return now
  const latest = Math.max(0, ...tags.map((tag) => revalidatedAt(manifest.get(tag), now)))
  return latest > startedAt ? startedAt : now
}

/**
 * Whether a read is followed by a render of the entry: it is missing, or stale by one of its
 * tags or by its lifetime (known for data entries; a page's, unknown here, counts as stale).
 * Only such reads mark a render's start: the proxy reads the blog's lists on every request to
 * check an address, and marks left by those reads of a fresh list made a refresh that began
 * after a revalidation look as if it began before it, stored as stale again and again.
 */
export function startsRender(entry, ctx, now = Date.now(), manifest = tagsManifest) {
  if (!entry?.value) return true
  const lastModified = entry.lastModified ?? 0
  const tags = entryTags(entry.value, ctx)
  if (tags.some((tag) => revalidatedAt(manifest.get(tag), now) >= lastModified)) return true
  const seconds = entry.value.kind === 'FETCH' ? entry.value.revalidate : undefined
  if (typeof seconds !== 'number' || seconds <= 0) return true
  return now - lastModified >= seconds * 1000
}

const renderClock = createRenderClock()
/** Entries stored with an earlier time than the local copy's own clock says (bounded). */
const backdated = new Map()

/** The set-up shared by every handler of this process (Next creates one per request). */
let shared
function setUp(serverDistDir) {
  if (shared !== undefined) return shared
  // None without REDIS_URL or during `next build` (sharedRedis says which).
  const redis = sharedRedis()
  if (!redis) return (shared = null)
  const prefix = `${NAMESPACE}:${releaseId(serverDistDir)}:`
  const tagsKey = `${prefix}tags`
  const channel = `${prefix}tags-channel`
  /** Tags revalidated here while Redis did not answer: sent when it answers again. */
  const unsent = new Set()

  const pushTags = (tags) =>
    redis.run('revalidation', async (client) => {
      for (const tag of tags) {
        const entry = tagsManifest.get(tag) ?? {}
        await client.hSet(tagsKey, tag, JSON.stringify(entry))
        await client.publish(channel, JSON.stringify({ tag, entry }))
      }
      await client.expire(tagsKey, ENTRY_TTL_SECONDS)
    })

  redis.subscribe(channel, (message) => {
    try {
      const { tag, entry } = JSON.parse(message)
      mergeTag(tag, entry)
    } catch {
      // Not ours.
    }
  })
  const syncTags = () =>
    redis
      .run('tag sync', (client) => client.hGetAll(tagsKey), { deadlineMs: 2_000 })
      .then((all) => Object.entries(all ?? {}).forEach(([tag, value]) => mergeTag(tag, JSON.parse(value))))
  // After a (re)connection or an outage: send what was revalidated here meanwhile, then catch
  // up with what the other instances revalidated.
  redis.onRecovered(() => {
    const pending = [...unsent]
    unsent.clear()
    void (pending.length ? pushTags(pending) : Promise.resolve())
      .catch(() => pending.forEach((tag) => unsent.add(tag)))
      .then(syncTags)
      .catch(() => {})
  })
  // Skipped while Redis is unavailable (the connection says so at once): no queue builds up.
  setInterval(() => {
    if (redis.usable()) syncTags().catch(() => {})
  }, TAG_SYNC_MS).unref()
  return (shared = { redis, prefix, pushTags, unsent, startup: redis.ready(REDIS_STARTUP_WAIT_MS) })
}

export default class SharedCacheHandler extends FileSystemCache {
  constructor(ctx) {
    const shared = setUp(ctx.serverDistDir)
    // next.config sets cacheMaxMemorySize 0 (Redis is the shared store); one process without
    // Redis keeps Next's in-memory layer.
    super({ ...ctx, maxMemoryCacheSize: shared ? 0 : LOCAL_MEMORY_BYTES })
    this.shared = shared
  }

  async get(key, ctx) {
    const entry = beforeLateRevalidations(await this.read(key, ctx), ctx)
    if (startsRender(entry, ctx)) renderClock.read(key)
    return entry
  }

  async read(key, ctx) {
    const shared = this.shared
    if (shared) {
      await shared.startup
      const stored = await shared.redis.attempt('read', (client) => client.get(shared.prefix + key), undefined)
      if (stored) return JSON.parse(stored, reviver)
    }
    const local = await super.get(key, ctx)
    const earlier = backdated.get(key)
    return local && earlier !== undefined ? { ...local, lastModified: earlier } : local
  }

  async set(key, given, ctx) {
    const data = withRedirectLocation(given)
    const now = Date.now()
    const lastModified = madeAt(entryTags(data, ctx), renderClock.started(key, now), now)
    backdated.delete(key)
    if (lastModified < now) {
      if (backdated.size >= MAX_TRACKED_KEYS) backdated.delete(backdated.keys().next().value)
      backdated.set(key, lastModified)
    }
    await super.set(key, data, ctx)
    const shared = this.shared
    if (!shared) return
    // The shape Next's own cache returns: the value, when it was made, and for a response its
    // lifetime (another instance must revalidate it on the same schedule).
    const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl
    const entry = JSON.stringify({ value: data, lastModified, tags: ctx?.tags ?? [], cacheControl }, replacer)
    await shared.redis.attempt('write', (client) => client.set(shared.prefix + key, entry, { expiration: { type: 'EX', value: ENTRY_TTL_SECONDS } }), undefined)
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    const shared = this.shared
    if (!shared) return
    const list = typeof tags === 'string' ? [tags] : [...tags]
    await shared.pushTags(list).catch(() => list.forEach((tag) => shared.unsent.add(tag)))
  }
}
