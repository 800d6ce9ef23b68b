/** Types of the helpers cache-handler.mjs exports for its tests (Next loads the handler itself). */
type TagEntry = { stale?: number; expired?: number }
type Arrivals = Map<string, { made: number; at: number }>
type StoredEntry = { lastModified?: number; value?: Entry | null }
type Entry = { kind?: string; status?: number; html?: unknown; headers?: Record<string, unknown>; tags?: string[]; data?: unknown; revalidate?: number }

export function withRedirectLocation<T extends Entry | null | undefined>(data: T): T
export function entryTags(data: Entry | null | undefined, ctx: { tags?: string[] } | undefined): string[]
export function revalidatedAt(entry: TagEntry | undefined, now?: number): number
export function mergeTag(tag: string, entry: TagEntry | undefined, manifest?: Map<string, TagEntry>, now?: number, arrived?: Arrivals): void
export function beforeLateRevalidations<T extends StoredEntry | null | undefined>(entry: T, ctx: { tags?: string[] } | undefined, arrived?: Arrivals): T
export const READ_WINDOW_MS: number
export function createRenderClock(window?: number): {
  read(key: string, now?: number): void
  started(key: string, now?: number): number | undefined
}
export function madeAt(tags: string[], startedAt: number | undefined, now?: number, manifest?: Map<string, TagEntry>): number
export function startsRender(
  entry: { lastModified?: number; value?: Entry | null } | null | undefined,
  ctx: { tags?: string[] } | undefined,
  now?: number,
  manifest?: Map<string, TagEntry>,
): boolean
export default class SharedCacheHandler {}
