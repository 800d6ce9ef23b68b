/** Types of the helpers cache-handler.mjs exports for its tests (Next loads the handler itself). */
type TagEntry = { stale?: number; expired?: number }
type Entry = { kind?: string; status?: number; html?: unknown; headers?: Record<string, unknown>; tags?: string[]; data?: unknown }

export function withRedirectLocation<T extends Entry | null | undefined>(data: T): T
export function entryTags(data: Entry | null | undefined, ctx: { tags?: string[] } | undefined): string[]
export function revalidatedAt(entry: TagEntry | undefined, now?: number): number
export const READ_WINDOW_MS: number
export function createRenderClock(window?: number): {
  read(key: string, now?: number): void
  started(key: string, now?: number): number | undefined
}
export function madeAt(tags: string[], startedAt: number | undefined, now?: number, manifest?: Map<string, TagEntry>): number
export default class SharedCacheHandler {}
