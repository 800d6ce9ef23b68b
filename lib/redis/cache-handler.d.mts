/** Types of cache-handler.mjs for its tests (Next loads the handler itself). */
import type { RedisConnection } from './connection.mjs'

export type StoredEntry = { value: unknown; lastModified: number; tags?: string[]; cacheControl?: unknown }
export type SharedState = object

export function createSharedState(redis: RedisConnection | null, release: string | undefined, localDir?: string): SharedState

export default class SharedCacheHandler {
  constructor(context: unknown, state?: SharedState)
  get(key: string, ctx: Record<string, unknown>): Promise<StoredEntry | null>
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
  resetRequestCache(): void
}
