/** Types of cache-handler-clock.mjs for its tests. */
import type { TagRecord } from './cache-handler-rules.mjs'

export const MAX_RENDER_MS: number
export function createRenderClock(options?: { maxRenderMs?: number; maxKeys?: number }): {
  read(key: string, now?: number): void
  started(key: string, now?: number): number | undefined
}
export function madeAt(records: (TagRecord | undefined)[], startedAt: number | undefined, now?: number): number
