import type { AddResult, NewOutboxMessage, Outbox, OutboxEntry } from './entries.mjs'

export const MIN_FREE_BYTES: number

export class SqliteOutbox implements Outbox {
  constructor(options: { dir: string; freeBytes?: (dir: string) => number })
  readonly file: string
  add(message: NewOutboxMessage, now?: number): Promise<AddResult>
  has(id: string): Promise<boolean>
  claimDue(options: { owner: string; now?: number; max: number; leaseMs: number }): Promise<OutboxEntry[]>
  owns(entry: OutboxEntry, owner: string, now?: number): Promise<boolean>
  markDelivered(id: string, now?: number): Promise<void>
  markFailed(id: string, error: string, nextAttemptAt: number): Promise<number>
  markRejected(id: string, error: string, now?: number): Promise<void>
  takeOverdue(olderThanMs: number, now?: number): Promise<OutboxEntry[]>
  waiting(max: number): Promise<OutboxEntry[]>
  list(): Promise<OutboxEntry[]>
  retry(id: string): Promise<boolean>
  remove(id: string): Promise<boolean>
  close(): Promise<void>
}
