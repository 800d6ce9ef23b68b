import { env } from '@/lib/env'
import type { Lang } from '@/lib/i18n/locales'
import { composeText, isDeliveryConfigured, sendContactMail } from './deliver'
import type { AddResult, Outbox } from './outbox/entries.mjs'
import { openOutbox } from './outbox/open.mjs'
import { sharedRedis } from '@/lib/redis/connection.mjs'
import { startOutboxWorker, type OutboxWorker } from './outbox-worker'
import type { ContactMessage } from './schema'

/**
 * The server's one outbox and worker. Kept on globalThis: instrumentation.ts (which starts the
 * worker) and the server action are bundled apart, and each bundle would otherwise open its own.
 */
type Shared = { outbox?: Promise<Outbox>; worker?: OutboxWorker }
const shared: Shared = ((globalThis as { [key: symbol]: Shared })[Symbol.for('agency.contact-outbox')] ??= {})

export function getOutbox(): Promise<Outbox> {
  shared.outbox ??= openOutbox({ redis: sharedRedis(), dir: env.contact.outboxDir }).catch((error) => {
    shared.outbox = undefined
    throw error
  })
  return shared.outbox
}

/**
 * What `npm start` (scripts/server/start.mjs) awaits on SIGTERM before the process exits: the
 * worker takes nothing new and finishes (and records) the send in progress, so a release does
 * not cut a message between the mail server's acceptance and its record.
 */
type BeforeExit = Set<() => Promise<void>>
const beforeExit: BeforeExit = ((globalThis as { [key: symbol]: BeforeExit })[Symbol.for('agency.before-exit')] ??= new Set())

/** Starts delivering from the outbox (once per process; instrumentation.ts calls it at start). */
export async function startContactOutbox(): Promise<void> {
  if (shared.worker) return
  const outbox = await getOutbox()
  if (shared.worker) return
  shared.worker = startOutboxWorker({
    outbox,
    send: (entry) => sendContactMail(entry),
    canSend: isDeliveryConfigured,
    backoff: { baseMs: env.contact.retryBaseMs, maxMs: env.contact.retryMaxMs },
    // Due retries and messages stored by other instances are seen within this.
    pollMs: Math.min(2_000, env.contact.retryBaseMs),
  })
  const worker = shared.worker
  beforeExit.add(() => worker.stop())
}

export type StoredMessage = Pick<ContactMessage, 'name' | 'email' | 'message'> & { id: string; lang: Lang; visitor?: string }

/**
 * Writes one message to the outbox (durably: committed to this server's SQLite store, or
 * acknowledged by Redis, whose persistence the start checks) and wakes the worker.
 */
export async function storeContactMessage(message: StoredMessage): Promise<AddResult> {
  const outbox = await getOutbox()
  const result = await outbox.add(message)
  if (result !== 'stored') return result
  console.info(`[contact-outbox] ${message.id} stored (${message.lang})`)
  if (!isDeliveryConfigured() && process.env.NODE_ENV !== 'production') {
    // Development without SMTP: the message is also shown here, as it would be sent.
    console.info('[contact-outbox] SMTP not configured; the message waits in the outbox:\n%s', composeText(message))
  }
  shared.worker?.wake()
  return result
}

/** Whether a submission with this key is already stored (a retry or a double click). */
export async function isStored(id: string): Promise<boolean> {
  return (await getOutbox()).has(id)
}
