// When did the render now storing an entry start? The documented `cacheHandler` interface says
// nothing of it, but Next reads an entry (`get`) before it renders it (a miss, or a stale copy it
// serves meanwhile), so that read is at or before the render's start.
//
// Per key, this counts the reads that lead to a render and have not been followed by a write
// yet, and keeps the earliest of them: every render in flight started at or after it, so an
// entry stored with that time is never newer than what its render read. (Next renders one
// response at a time per key on a server; data entries may be refreshed by two renders at once,
// which is why reads are counted rather than paired.)

/**
 * A read whose render never stored anything (it failed) would otherwise date every later write
 * of its key: past this, a pending read is forgotten. Longer than any render here (each
 * Contentful call gives up after 5 s, lib/contentful/client.ts).
 */
export const MAX_RENDER_MS = 60_000
const MAX_TRACKED_KEYS = 10_000

export function createRenderClock({ maxRenderMs = MAX_RENDER_MS, maxKeys = MAX_TRACKED_KEYS } = {}) {
  /** key → { since: earliest pending read, count: reads not yet followed by a write } */
  const pending = new Map()
  return {
    /** A read of `key` that Next follows with a render. */
    read(key, now = Date.now()) {
      const current = pending.get(key)
      if (current && now - current.since <= maxRenderMs) {
        current.count += 1
        return
      }
      pending.delete(key)
      // Bounded: the longest-tracked key goes first (a Map iterates in insertion order).
      if (pending.size >= maxKeys) pending.delete(pending.keys().next().value)
      pending.set(key, { since: now, count: 1 })
    },
    /** A write of `key`: the earliest start of the renders in flight, or undefined if none is known. */
    started(key, now = Date.now()) {
      const current = pending.get(key)
      if (!current) return undefined
      if (now - current.since > maxRenderMs) {
        pending.delete(key)
        return undefined
      }
      current.count -= 1
      if (current.count <= 0) pending.delete(key)
      return current.since
    },
  }
}

/**
 * The time an entry stored now counts as made: now, unless one of its tags was revalidated after
 * its render started (the render may have read content from before the change); then just before
 * the render's start, so it counts as revalidated and is rendered again.
 */
export function madeAt(records, startedAt, now = Date.now()) {
  if (startedAt === undefined) return now
  const latest = Math.max(0, ...records.map((record) => Math.max(record?.stale ?? 0, record?.expired !== undefined && record.expired <= now ? record.expired : 0)))
  // A revalidation in the very millisecond the render started counts as after it.
  return latest >= startedAt ? startedAt - 1 : now
}
