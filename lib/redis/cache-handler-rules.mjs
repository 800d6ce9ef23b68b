// The cache handler's rules, as pure functions of what Next's documented `cacheHandler`
// interface hands it (docs: next-config-js/incrementalCacheHandlerPath and self-hosting,
// "Configuring Caching"); cache-handler.mjs does the storing. No Next.js module is imported.

/**
 * Entries hold Buffers (`rscData`) and Maps (`segmentData`), which JSON does not keep: the
 * documented serialization a shared store needs. Used as `JSON.stringify(x, replacer)`.
 */
export function replacer(key, value) {
  const raw = this[key]
  if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') }
  if (raw instanceof Map) return { $map: [...raw.entries()] }
  return value
}
export function reviver(_key, value) {
  if (value && typeof value === 'object') {
    if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64')
    if (Array.isArray(value.$map)) return new Map(value.$map)
  }
  return value
}

/**
 * The tags an entry answers to, as documented: a response (`APP_PAGE`, `APP_ROUTE`, `PAGES`)
 * carries them in its `x-next-cache-tags` header, a data entry in `ctx.tags` (and, on reads,
 * `ctx.softTags`); stored data entries keep theirs beside the value.
 */
export function entryTags(data, ctx, stored = []) {
  const header = data?.headers?.['x-next-cache-tags']
  const own = typeof header === 'string' ? header.split(',') : []
  return [...new Set([...own, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...stored])].filter(Boolean)
}

/**
 * A tag's revalidation as `revalidateTag(tag, durations)` documents it: marked stale now (served
 * while it re-renders), and expired (not served at all) now, or `durations.expire` seconds from
 * now when given. The result is what the handler stores per tag.
 */
export function revalidation(durations, now = Date.now()) {
  if (!durations) return { stale: now, expired: now }
  // 'max' expires never (Infinity): stale only.
  return Number.isFinite(durations.expire) ? { stale: now, expired: now + durations.expire * 1000 } : { stale: now }
}

/** The later of two records of one tag (records from several servers merge this way). */
export function laterTag(a, b) {
  if (!a) return b
  if (!b) return a
  return { stale: Math.max(a.stale ?? 0, b.stale ?? 0) || undefined, expired: Math.max(a.expired ?? 0, b.expired ?? 0) || undefined }
}

/**
 * What the entry's tags say about an entry made at `lastModified`: 'expired' (an expiry at or
 * before now came after it), 'stale' (a revalidation came after it), else 'fresh'. A revalidation
 * in the entry's own millisecond counts as after it (as in madeAt): Date.now() cannot order the
 * two, and taking it as before would keep a page the editor has just changed.
 */
export function tagState(records, lastModified, now = Date.now()) {
  let state = 'fresh'
  for (const record of records) {
    if (!record) continue
    if (typeof record.expired === 'number' && record.expired <= now && record.expired >= lastModified) return 'expired'
    if (typeof record.stale === 'number' && record.stale >= lastModified) state = 'stale'
  }
  return state
}

/** An entry's lifetime in seconds, as the response's cache control or the data entry states it. */
export function lifetimeSeconds(stored, ctx) {
  const seconds = stored?.value?.kind === 'FETCH' ? (ctx?.revalidate || stored.value.revalidate) : stored?.cacheControl?.revalidate
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined
}

/**
 * The entry Next gets back. A tag revalidated after the entry (here or on another server) makes
 * it stale: it is returned as made just past its lifetime, so Next serves it while it renders a
 * new one (stale-while-revalidate, as for a revalidation made on this server); expired, or with
 * no lifetime to move past, it is a miss and Next renders before answering.
 */
export function asServed(stored, state, ctx, now = Date.now()) {
  if (!stored || state === 'expired') return null
  if (state === 'fresh') return stored
  const seconds = lifetimeSeconds(stored, ctx)
  return seconds ? { ...stored, lastModified: now - seconds * 1000 - 1 } : null
}

/** Whether Next renders the entry after this read: a miss, a stale copy, or past its lifetime. */
export function startsRender(served, ctx, now = Date.now()) {
  if (!served?.value) return true
  const seconds = lifetimeSeconds(served, ctx)
  return seconds !== undefined && now - (served.lastModified ?? 0) >= seconds * 1000
}

/**
 * A response that redirects without its `Location` header (Next 16.4 stores a page that
 * redirected during a background re-render so) must not be served to later visitors: it is not
 * stored, and the copy it replaces is dropped, so the next visit renders the redirect again.
 */
export function isRedirectWithoutLocation(data) {
  return (data?.kind === 'APP_PAGE' || data?.kind === 'APP_ROUTE') && data.status >= 300 && data.status < 400 && !data.headers?.location
}
