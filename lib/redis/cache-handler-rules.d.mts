/** Types of cache-handler-rules.mjs for its tests. */
export type TagRecord = { stale?: number; expired?: number }
type Entry = { kind?: string; status?: number; headers?: Record<string, unknown>; revalidate?: number; [key: string]: unknown }
type Stored = { value?: Entry | null; lastModified?: number; tags?: string[]; cacheControl?: { revalidate?: number | false } }
type Context = { tags?: string[]; softTags?: string[]; revalidate?: number } | undefined

export function replacer(this: unknown, key: string, value: unknown): unknown
export function reviver(key: string, value: unknown): unknown
export function entryTags(data: Entry | null | undefined, ctx: Context, stored?: string[]): string[]
export function revalidation(durations: { expire?: number } | undefined, now?: number): TagRecord
export function laterTag(a: TagRecord | undefined, b: TagRecord | undefined): TagRecord | undefined
export function tagState(records: (TagRecord | undefined)[], lastModified: number, now?: number): 'fresh' | 'stale' | 'expired'
export function lifetimeSeconds(stored: Stored | null | undefined, ctx: Context): number | undefined
export function asServed<T extends Stored>(stored: T | null | undefined, state: 'fresh' | 'stale' | 'expired', ctx: Context, now?: number): T | null
export function startsRender(served: Stored | null | undefined, ctx: Context, now?: number): boolean
export function isRedirectWithoutLocation(data: Entry | null | undefined): boolean
