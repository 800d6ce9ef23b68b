import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OutboxEntry } from './outbox/entries.mjs'
import { JournalOutbox } from './outbox/journal.mjs'
import { startOutboxWorker, type OutboxWorker } from './outbox-worker'

const dirs: string[] = []
const workers: OutboxWorker[] = []
afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  vi.restoreAllMocks()
})

function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-worker-'))
  dirs.push(dir)
  vi.spyOn(console, 'info').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  return dir
}

let n = 0
const message = () => ({ id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`, name: 'Jane', email: 'jane@example.com', message: 'Hello there, team.', lang: 'en' })

function start(outbox: JournalOutbox, send: (entry: OutboxEntry) => Promise<void>, canSend = () => true) {
  const worker = startOutboxWorker({ outbox, send, canSend, backoff: { baseMs: 100, maxMs: 200 }, pollMs: 50 })
  workers.push(worker)
  return worker
}

describe('startOutboxWorker', () => {
  it('retries with back-off while the mail server refuses, then delivers once and logs each change with the id', async () => {
    const outbox = new JournalOutbox({ dir: setup() })
    const stored = message()
    await outbox.add(stored)
    let up = false
    const sent: string[] = []
    start(outbox, async (entry) => {
      if (!up) throw new Error('connect ECONNREFUSED 127.0.0.1:2525')
      sent.push(entry.id)
    })
    await vi.waitFor(async () => expect((await outbox.list())[0]?.attempts).toBeGreaterThanOrEqual(2), { timeout: 10_000 })
    up = true
    await vi.waitFor(async () => expect((await outbox.list())[0]?.deliveredAt).toBeTruthy(), { timeout: 10_000 })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(sent).toEqual([stored.id])
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`${stored.id} attempt 1 failed \\(connect ECONNREFUSED`)))
    expect(console.info).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`${stored.id} delivered \\(attempt \\d`)))
  }, 30_000)

  it('two workers on one outbox send each of 20 messages once', async () => {
    const dir = setup()
    const sent: string[] = []
    const send = async (entry: OutboxEntry) => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      sent.push(entry.id)
    }
    const a = new JournalOutbox({ dir })
    const b = new JournalOutbox({ dir })
    const messages = Array.from({ length: 20 }, message)
    start(a, send)
    start(b, send)
    for (const [i, m] of messages.entries()) await (i % 2 ? a : b).add(m)
    await vi.waitFor(() => expect(sent).toHaveLength(20), { timeout: 15_000 })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect([...sent].sort()).toEqual(messages.map((m) => m.id).sort())
  }, 30_000)

  it('leaves messages waiting while SMTP is not configured, and delivers them once it is', async () => {
    const outbox = new JournalOutbox({ dir: setup() })
    await outbox.add(message())
    let configured = false
    const send = vi.fn(async () => {})
    start(outbox, send, () => configured)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(send).not.toHaveBeenCalled()
    configured = true
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1), { timeout: 10_000 })
  }, 30_000)
})
