import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { LEASE_MS, OVERDUE_MS, describeError, isPermanentRejection, retryDelay, type Outbox, type OutboxEntry } from './outbox/entries.mjs'

export type WorkerOptions = {
  outbox: Outbox
  /** Sends one message; throws when the mail server does not accept it. */
  send: (entry: OutboxEntry) => Promise<void>
  /** False while SMTP is not configured: messages then wait in the outbox. */
  canSend: () => boolean
  backoff: { baseMs: number; maxMs: number }
  /** How often the outbox is read for due retries and messages other instances stored. */
  pollMs: number
}

export type OutboxWorker = { wake: () => void; stop: () => Promise<void> }

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/**
 * Delivers the outbox: each pass leases one due message at a time, checks the lease is still its
 * own right before sending it, and records the outcome: delivered; rejected for good (SMTP 5xx:
 * dead letter, never retried on its own); or failed, with its next attempt after an exponential
 * back-off. A pass runs every `pollMs`, and at once when this instance stores a message (`wake`).
 * One log line per state change, with the message id; a message undelivered after 24 h logs an
 * error once, whichever instance sees it first. A pass that handled a message ends with a line
 * saying nothing more is due: once it is logged, this instance has no send in progress (what an
 * operator, or a test, waits for before concluding that nothing more will be sent).
 *
 * Delivery is at least once: a send whose acceptance is lost (the mail server's reply to the
 * final "." never arrives, the process dies before recording it) is sent again, with the same
 * Message-ID (lib/contact/deliver.ts), so the copies are recognisable.
 */
export function startOutboxWorker({ outbox, send, canSend, backoff, pollMs }: WorkerOptions): OutboxWorker {
  const owner = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let again = false
  let stopped = false
  let lastOverdueCheck = 0
  let lastError = ''
  // Sent, but the outbox could not record it (disk or Redis failing at that moment): recorded
  // at the start of every pass, before anything new is claimed, while the lease still holds.
  const sentUnrecorded = new Map<string, { entry: OutboxEntry; at: number }>()

  async function record(entry: OutboxEntry, deliveredAt: number) {
    await outbox.markDelivered(entry.id, deliveredAt, entry.streamId)
    sentUnrecorded.delete(entry.id)
    console.info(
      `[contact-outbox] ${entry.id} delivered (attempt ${entry.attempts + 1}, ${seconds(deliveredAt - entry.createdAt)} after it was stored)`,
    )
  }

  async function deliver(entry: OutboxEntry) {
    // Frozen or slow since the claim, another instance may have taken the message over.
    if (!(await outbox.owns(entry, owner))) {
      console.warn(`[contact-outbox] ${entry.id} was taken over by another instance; not sent from here`)
      return
    }
    try {
      await send(entry)
    } catch (error) {
      const attempt = entry.attempts + 1
      const reason = describeError(error)
      if (isPermanentRejection(error)) {
        await outbox.markRejected(entry.id, reason, Date.now(), entry.streamId)
        console.error(`[contact-outbox] ${entry.id} rejected by the mail server (${reason}); kept as a dead letter, not retried (npm run contact:outbox)`)
        return
      }
      const delay = retryDelay(attempt, backoff)
      await outbox.markFailed(entry.id, reason, Date.now() + delay, entry.streamId)
      console.warn(`[contact-outbox] ${entry.id} attempt ${attempt} failed (${reason}); next attempt in ${seconds(delay)}`)
      return
    }
    const sentAt = Date.now()
    sentUnrecorded.set(entry.id, { entry, at: sentAt })
    await record(entry, sentAt)
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
    for (const { entry, at } of [...sentUnrecorded.values()]) await record(entry, at)
    if (!canSend()) return
    // One message claimed at a time: its lease (LEASE_MS) covers one send (SEND_DEADLINE_MS).
    let handled = 0
    while (!stopped) {
      const [entry] = await outbox.claimDue({ owner, max: 1, leaseMs: LEASE_MS })
      if (!entry) break
      await deliver(entry)
      handled += 1
    }
    // Idle passes stay silent (one every pollMs).
    if (handled > 0 && !stopped) console.info(`[contact-outbox] pass done (${handled} handled): nothing more due now`)
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
    /** No new claim from now on; resolves once the send in progress (if any) is recorded. */
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
