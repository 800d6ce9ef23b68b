import type { RedisConnection } from '../../redis/connection.mjs'
import type { AddResult, NewOutboxMessage, Outbox, OutboxEntry } from './entries.mjs'

export class RedisOutbox implements Outbox {
  constructor(options: { redis: RedisConnection; prefix: string; consumer?: string })
  add(message: NewOutboxMessage, now?: number): Promise<AddResult>
  has(id: string): Promise<boolean>
  claimDue(options: { owner?: string; now?: number; max: number; leaseMs?: number }): Promise<OutboxEntry[]>
  owns(entry: OutboxEntry, owner?: string): Promise<boolean>
  markDelivered(id: string, now?: number, streamId?: string): Promise<void>
  markFailed(id: string, error: string, nextAttemptAt: number, streamId?: string): Promise<number>
  markRejected(id: string, error: string, now?: number, streamId?: string): Promise<void>
  takeOverdue(olderThanMs: number, now?: number): Promise<OutboxEntry[]>
  list(): Promise<OutboxEntry[]>
  retry(id: string): Promise<boolean>
  remove(id: string): Promise<boolean>
  close(): Promise<void>
  readonly keys: { pending: string; delivered: string; delayed: string; rejected: string; stream: string }
  command(args: (string | number)[]): Promise<unknown>
  pruneConsumers(): Promise<void>
}
