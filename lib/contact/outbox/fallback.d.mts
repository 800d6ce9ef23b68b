import type { RedisConnection } from '../../redis/connection.mjs'
import type { Outbox } from './entries.mjs'
import type { RedisOutbox } from './redis.mjs'
import type { SqliteOutbox } from './sqlite.mjs'

/** The Outbox of a server with REDIS_URL (fallback.mjs): Redis, and this server's disk when Redis cannot take a message. */
export interface FallbackOutbox extends Outbox {
  readonly verdict: 'unknown' | 'trusted' | 'refused'
  sharedUsable(options?: { wait?: boolean }): Promise<boolean>
  moveLocal(): Promise<void>
}

export const FallbackOutbox: new (options: {
  redis: RedisConnection
  shared: RedisOutbox
  local: SqliteOutbox
  check?: (redis: RedisConnection) => Promise<{ usable: boolean }>
}) => FallbackOutbox
