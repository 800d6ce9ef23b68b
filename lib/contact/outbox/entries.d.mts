/** One contact message in the outbox (journal.mjs and redis.mjs return the same shape). */
export type OutboxEntry = {
  id: string
  name: string
  email: string
  message: string
  lang: string
  createdAt: number
  attempts: number
  lastError: string | null
  nextAttemptAt: number
  deliveredAt: number | null
  /** Rejected for good by the mail server (dead letter): never tried again on its own. */
  rejectedAt: number | null
  overdueLogged: boolean
  lease: { by: string; until: number } | null
  /** Redis only: the stream entry of this attempt, handed back to markDelivered/markFailed. */
  streamId?: string
}

export type NewOutboxMessage = Pick<OutboxEntry, 'id' | 'name' | 'email' | 'message' | 'lang'> & {
  /** Who sent it (the rate limit's key), for the per-visitor cap; forgotten once it leaves. */
  visitor?: string
}
export type AddResult = 'stored' | 'duplicate' | 'full' | 'visitorFull'

/** What the worker, the server action and the operator's command use, whichever store. */
export interface Outbox {
  add(message: NewOutboxMessage, now?: number): Promise<AddResult>
  has(id: string): Promise<boolean>
  claimDue(options: { owner: string; now?: number; max: number; leaseMs: number }): Promise<OutboxEntry[]>
  /** Whether `entry`, claimed by `owner`, is still its own (checked right before a send). */
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

export const KEEP_DELIVERED_MS: number
export const MAX_DELIVERED: number
export const MAX_PENDING: number
export const MAX_PENDING_PER_VISITOR: number
export const KEEP_REJECTED_MS: number
export const MAX_REJECTED: number
export const OVERDUE_MS: number
export const LEASE_MS: number
export function isOutboxId(value: unknown): value is string
export function retryDelay(attempts: number, backoff: { baseMs: number; maxMs: number }): number
export function entryState(
  entry: Pick<OutboxEntry, 'deliveredAt' | 'attempts'> & { rejectedAt?: number | null },
): 'pending' | 'failing' | 'delivered' | 'rejected'
export function isPermanentRejection(error: unknown): boolean
export function describeError(error: unknown): string
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T>
