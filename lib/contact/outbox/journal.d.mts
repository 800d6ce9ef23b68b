import type { AddResult, NewOutboxMessage, Outbox, OutboxEntry } from './entries.mjs'

export class JournalOutbox implements Outbox {
  constructor(options: { dir: string })
  add(message: NewOutboxMessage, now?: number): Promise<AddResult>
  has(id: string): Promise<boolean>
  claimDue(options: { owner: string; now?: number; max: number; leaseMs: number }): Promise<OutboxEntry[]>
  markDelivered(id: string, now?: number): Promise<void>
  markFailed(id: string, error: string, nextAttemptAt: number): Promise<number>
  takeOverdue(olderThanMs: number, now?: number): Promise<OutboxEntry[]>
  list(): Promise<OutboxEntry[]>
  retry(id: string): Promise<boolean>
  remove(id: string): Promise<boolean>
  close(): Promise<void>
}
