import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { LEASE_MS, OVERDUE_MS, describeError, retryDelay, type Outbox, type OutboxEntry } from './outbox/entries.mjs'

export type WorkerOptions = {
  outbox: Outbox
  /** Sends one message; throws when the mail server does not accept it. */
  send: (entry: OutboxEntry) => Promise<void>
  /** False while SMTP is not configured: messages then wait in the outbox. */
  canSend: () => boolean
  backoff: { baseMs: number; maxMs: number }
  /** How often the outbox is read for due retries and messages other instances stored. */
  pollMs: number
  /** How many messages one pass takes. */
  batch?: number
}

export type OutboxWorker = { wake: () => void; stop: () => Promise<void> }

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/**
 * Delivers the outbox: each pass leases the messages that are due, sends them one by one, and
 * records each outcome (delivered, or failed with its next attempt after an exponential back-off).
 * A pass runs every `pollMs`, and at once when this instance stores a message (`wake`). One log
 * line per state change, with the message id; a message undelivered after 24 h logs an error
 * once, whichever instance sees it first.
 */
export function startOutboxWorker({ outbox, send, canSend, backoff, pollMs, batch = 5 }: WorkerOptions): OutboxWorker {
  const owner = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let again = false
  let stopped = false
  let lastOverdueCheck = 0
  let lastError = ''
  // Sent, but the outbox could not record it (disk or Redis failing at that moment): recorded
  // before anything is sent again, so this instance never repeats a message it knows went out.
  const sentUnrecorded = new Map<string, number>()

  async function deliver(entry: OutboxEntry) {
    const sentAt = sentUnrecorded.get(entry.id)
    if (sentAt === undefined) {
      try {
        await send(entry)
      } catch (error) {
        const attempt = entry.attempts + 1
        const delay = retryDelay(attempt, backoff)
        const reason = describeError(error)
        await outbox.markFailed(entry.id, reason, Date.now() + delay, entry.streamId)
        console.warn(`[contact-outbox] ${entry.id} attempt ${attempt} failed (${reason}); next attempt in ${seconds(delay)}`)
        return
      }
      sentUnrecorded.set(entry.id, Date.now())
    }
    const deliveredAt = sentUnrecorded.get(entry.id) ?? Date.now()
    await outbox.markDelivered(entry.id, deliveredAt, entry.streamId)
    sentUnrecorded.delete(entry.id)
    console.info(
      `[contact-outbox] ${entry.id} delivered (attempt ${entry.attempts + 1}, ${seconds(deliveredAt - entry.createdAt)} after it was stored)`,
    )
  }

  async function pass() {
    if (Date.now() - lastOverdueCheck > 60_000) {
      lastOverdueCheck = Date.now()
      for (const entry of await outbox.takeOverdue(OVERDUE_MS)) {
        console.error(
          `[contact-outbox] ${entry.id} still undelivered after 24 h (${entry.attempts} attempts, last error: ${entry.lastError ?? 'none'}); see npm run contact:outbox`,
        )
      }
    }
    if (!canSend()) return
    for (;;) {
      const entries = await outbox.claimDue({ owner, max: batch, leaseMs: LEASE_MS })
      for (const entry of entries) {
        if (stopped) return
        await deliver(entry)
      }
      if (entries.length < batch || stopped) return
    }
  }

  function schedule(ms: number) {
    clearTimeout(timer)
    if (stopped) return
    // Never keeps the process alive on its own: a server that stops stops its worker.
    timer = setTimeout(run, ms).unref()
  }

  function run() {
    if (running) {
      again = true
      return
    }
    running = pass()
      .then(() => {
        if (lastError) console.info('[contact-outbox] the outbox answers again')
        lastError = ''
      })
      .catch((error) => {
        // The store itself failing (disk, Redis): said once per cause, tried again next pass.
        const reason = describeError(error)
        if (reason !== lastError) console.error(`[contact-outbox] could not read the outbox: ${reason}`)
        lastError = reason
      })
      .finally(() => {
        running = undefined
        const rerun = again
        again = false
        schedule(rerun ? 0 : pollMs)
      })
  }

  schedule(0)
  return {
    wake: () => (running ? (again = true) : schedule(0)),
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
