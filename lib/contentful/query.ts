import type { BlogResult } from '@/lib/blog/types'
import { getBundledEntries } from './bundled'
import { guarded, isCircuitOpen, isDeadlinePassed, QUERY_DEADLINE_MS, sdkError } from './breaker'
import { cached } from './cache'
import { contentfulSource, isContentfulConfigured, isPreviewConfigured, type EntriesSource } from './client'
import type { EntriesQuery, RawItem } from './raw'

/**
 * How every read reaches its source. Failures, decided here and nowhere else:
 * - A failing query throws inside the cache: Next then keeps serving the answer it had (and the
 *   page keeps its content). With no answer yet (a page rendered for the first time during an
 *   outage, or a wrong setting), the result is { ok: false } and the page shows the blog's
 *   error state with a 200, never a 5xx, until a later refresh succeeds.
 * - Every query runs under its source's circuit breaker and deadline (breaker.ts), and each
 *   request under the source's rate limit (pace.ts): during an outage queries fail at once
 *   instead of each waiting out the deadline.
 * - Each fault is logged once per query until that query succeeds again (at most
 *   MAX_LOGGED_FAULTS queries remembered; an open breaker is logged once by the breaker).
 */
const MAX_LOGGED_FAULTS = 200

const failing = new Set<string>()

/** Where queries go: the bundled content, or Contentful's Delivery (or Preview) API. */
export function source(preview = false): { name: string; get: EntriesSource } {
  if (!isContentfulConfigured()) return { name: 'bundled', get: getBundledEntries }
  if (preview && isPreviewConfigured()) return { name: 'preview', get: contentfulSource('preview') }
  return { name: 'delivery', get: contentfulSource('delivery') }
}

export function describe(error: unknown): string {
  if (isCircuitOpen(error)) return 'Contentful failed moments ago; not asking again yet'
  if (isDeadlinePassed(error)) return `no answer within ${QUERY_DEADLINE_MS / 1000} s`
  if (!(error instanceof Error)) return 'Unknown error occurred'
  const details = sdkError(error)
  if (details) return [details.status, details.statusText, details.message].filter(Boolean).join(' ')
  return error.message.split('\n')[0] || error.name
}

function rememberFault(key: string): boolean {
  if (failing.has(key)) return false
  // Bounded: past the limit the oldest is forgotten (and would be logged again).
  if (failing.size >= MAX_LOGGED_FAULTS) failing.delete(failing.values().next().value as string)
  failing.add(key)
  return true
}

/** One query against the source, uncached: its breaker and deadline, and the log line of a new fault. */
export async function ask<T>(name: string, key: string, run: (get: EntriesSource) => Promise<T>, get: EntriesSource): Promise<T> {
  const fullKey = `${name}:${key}`
  try {
    const value = await guarded(name, (signal) =>
      // Past the deadline a list asks for no further page, and a wait for the rate limit ends.
      run((q) => (signal.aborted ? Promise.reject(new Error('query deadline passed')) : get(q, signal))),
    )
    failing.delete(fullKey)
    return value
  } catch (error) {
    if (!isCircuitOpen(error) && rememberFault(fullKey)) {
      console.error(
        `[blog] Contentful ${name} query failed (${key}): ${describe(error)}; pages keep their cached content, a page without any shows the error state`,
      )
    }
    throw error
  }
}

/** A read through the data cache (drafts never cached), as a BlogResult. */
export async function load<T>(
  key: string,
  tags: readonly string[],
  preview: boolean,
  run: (get: EntriesSource) => Promise<T>,
): Promise<BlogResult<T>> {
  const { name, get } = source(preview)
  const query = () => ask(name, key, run, get)
  try {
    // Drafts are never cached: an editor sees each save at once.
    const value = name === 'preview' ? await query() : await cached(`${name}:${key}`, tags, query)
    return { ok: true, value }
  } catch (error) {
    return { ok: false, error: describe(error) }
  }
}

/**
 * Every entry a query matches, a page of `pageSize` at a time (`skip`/`limit`), however many:
 * the archive has no size limit. Large pages for light queries (`select`, no links), small ones
 * for those that resolve links (Contentful caps an answer's size).
 */
export async function allPages(get: EntriesSource, q: EntriesQuery, pageSize = 100): Promise<RawItem[]> {
  const items: RawItem[] = []
  for (let skip = 0; ; skip += pageSize) {
    const page = await get({ ...q, skip, limit: pageSize })
    items.push(...page.items)
    if (page.items.length === 0 || skip + page.items.length >= page.total) return items
  }
}

export function defined<T>(value: T | undefined): value is T {
  return value !== undefined
}
