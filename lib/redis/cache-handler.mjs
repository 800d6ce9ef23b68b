// Next.js's incremental cache (pages, route responses, unstable_cache data), shared through
// Redis when REDIS_URL is set. Loaded by Next itself at run time (next.config.mjs
// `cacheHandler`), unbundled, hence plain JavaScript.
//
// It is Next's own file-system cache with Redis in front, after Next's
// examples/cache-handler-redis (whose @neshca/cache-handler does not support Next 15+ keys):
// - REDIS_URL unset: exactly Next's default cache (memory + .next/cache), one process.
// - get: Redis first; on a miss, the local copy (the build's pre-rendered pages are there).
// - set: Redis and the local copy, so an instance still has its pages if Redis goes away.
// - revalidateTag: Next records a tag's revalidation in its in-process tags manifest; this
//   handler also stores it in a Redis hash and publishes it, and every instance copies it into
//   its own manifest (at once through pub/sub, and in full on each (re)connection).
// - Redis unreachable: every call falls back to the local cache, never throws; logged once per
//   outage. Revalidations made meanwhile reach the other instances only through their 60 s
//   lifetime.
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import { createClient } from 'redis'

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule
const { tagsManifest } = tagsManifestModule

const REDIS_URL = process.env.REDIS_URL?.trim()
const IS_BUILD = process.env.NEXT_PHASE === 'phase-production-build'
// Several sites or environments on one Redis: give each its database, redis://host:6379/2.
const PREFIX = 'next-cache:'
const TAGS_KEY = `${PREFIX}tags`
const TAGS_CHANNEL = `${PREFIX}tags-channel`
/** Each local copy is kept in memory too when there is no Redis (Next's default, 50 MB). */
const LOCAL_MEMORY_BYTES = 50 * 1024 * 1024
/** Entries outlive their lifetime (stale pages are still served); Redis forgets them after this. */
const ENTRY_TTL_SECONDS = 7 * 24 * 3600

let warned = false
function warnOnce(what, error) {
  if (warned) return
  warned = true
  console.error(`[cache] Redis ${what} failed (${error?.message ?? error}); this instance serves from its own cache until Redis is back`)
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

/** When a tag entry was written: its `stale` time (every revalidation sets it), else `expired`. */
const writtenAt = (entry) => entry?.stale ?? entry?.expired ?? 0

/** A revalidation made on another instance replaces an older one of the same tag here. */
function mergeTag(tag, entry) {
  if (!entry || typeof entry !== 'object') return
  const current = tagsManifest.get(tag)
  if (!current || writtenAt(entry) >= writtenAt(current)) tagsManifest.set(tag, { ...entry })
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

function connect() {
  const options = {
    url: REDIS_URL,
    // A command while disconnected fails at once (the local cache answers) instead of waiting.
    disableOfflineQueue: true,
    socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(200 * (retries + 1), 2_000) },
  }
  const client = createClient(options)
  const subscriber = createClient(options)
  for (const c of [client, subscriber]) c.on('error', (error) => warnOnce('connection', error))
  client.on('ready', () => {
    if (warned) console.error('[cache] Redis is back; the page cache is shared again')
    warned = false
    // Catch up with the revalidations made while this instance was away.
    client
      .hGetAll(TAGS_KEY)
      .then((all) => Object.entries(all).forEach(([tag, value]) => mergeTag(tag, JSON.parse(value))))
      .catch((error) => warnOnce('tag sync', error))
  })
  // The first requests of a starting server wait for the connection, at most a second; after
  // that an unreachable Redis never delays a request.
  const connecting = client.connect().catch((error) => warnOnce('connection', error))
  startup = Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, 1_000).unref())])
  subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(TAGS_CHANNEL, (message) => {
        try {
          const { tag, entry } = JSON.parse(message)
          mergeTag(tag, entry)
        } catch {
          // Not ours.
        }
      }),
    )
    .catch((error) => warnOnce('subscription', error))
  return client
}

/** One connection per process: Next creates a handler for every request. */
let shared
let startup
async function redis() {
  if (!REDIS_URL || IS_BUILD) return undefined
  shared ??= connect()
  if (!shared.isReady) await startup
  return shared.isReady ? shared : undefined
}

export default class SharedCacheHandler extends FileSystemCache {
  constructor(ctx) {
    // next.config sets cacheMaxMemorySize 0 (Redis is the shared store); one process without
    // Redis keeps Next's in-memory layer.
    super({ ...ctx, maxMemoryCacheSize: REDIS_URL && !IS_BUILD ? 0 : LOCAL_MEMORY_BYTES })
    void redis()
  }

  async get(key, ctx) {
    const client = await redis()
    if (client) {
      try {
        const stored = await client.get(PREFIX + key)
        if (stored) return JSON.parse(stored, reviver)
      } catch (error) {
        warnOnce('read', error)
      }
    }
    return super.get(key, ctx)
  }

  async set(key, given, ctx) {
    const data = withRedirectLocation(given)
    await super.set(key, data, ctx)
    const client = await redis()
    if (!client) return
    try {
      // The shape Next's own cache returns: the value, when it was made, and for a response its
      // lifetime (another instance must revalidate it on the same schedule).
      const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl
      const entry = JSON.stringify({ value: data, lastModified: Date.now(), tags: ctx?.tags ?? [], cacheControl }, replacer)
      await client.set(PREFIX + key, entry, { expiration: { type: 'EX', value: ENTRY_TTL_SECONDS } })
    } catch (error) {
      warnOnce('write', error)
    }
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    const client = await redis()
    if (!client) return
    try {
      for (const tag of typeof tags === 'string' ? [tags] : tags) {
        const entry = JSON.stringify(tagsManifest.get(tag) ?? {})
        await client.hSet(TAGS_KEY, tag, entry)
        await client.publish(TAGS_CHANNEL, JSON.stringify({ tag, entry: JSON.parse(entry) }))
      }
    } catch (error) {
      warnOnce('revalidation', error)
    }
  }
}
