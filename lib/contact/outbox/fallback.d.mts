import type { RedisConnection } from '../../redis/connection.mjs'
import type { AddResult, NewOutboxMessage, Outbox, OutboxEntry } from './entries.mjs'
import type { RedisOutbox } from './redis.mjs'
import type { SqliteOutbox } from './sqlite.mjs'

export class FallbackOutbox implements Outbox {
  constructor(options: {
    redis: RedisConnection
    shared: RedisOutbox
    local: SqliteOutbox
    check?: (redis: RedisConnection) => Promise<{ usable: boolean }>
  })
  readonly verdict: 'unknown' | 'trusted' | 'refused'
  add(message: NewOutboxMessage, now?: number): Promise<AddResult>
  has(id: string): Promise<boolean>
  moveLocal(): Promise<void>
  claimDue(options: { owner: string; now?: number; max: number; leaseMs: number }): Promise<OutboxEntry[]>
  owns(entry: OutboxEntry, owner: string): Promise<boolean>
  markDelivered(id: string, now?: number, streamId?: string): Promise<void>
  markFailed(id: string, error: string, nextAttemptAt: number, streamId?: string): Promise<number>
  markRejected(id: string, error: string, now?: number, streamId?: string): Promise<void>
  takeOverdue(olderThanMs: number, now?: number): Promise<OutboxEntry[]>
  list(): Promise<OutboxEntry[]>
  retry(id: string): Promise<boolean>
  remove(id: string): Promise<boolean>
  close(): Promise<void>
}
