import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OutboxEntry } from './outbox/entries.mjs'
import { SqliteOutbox } from './outbox/sqlite.mjs'
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
  vi.spyOn(console, 'error').mockImplementation(() => {})
  return dir
}

let n = 0
const message = () => ({ id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`, name: 'Jane', email: 'jane@example.com', message: 'Hello there, team.', lang: 'en' })

/**
 * A worker, and `morePasses()`: resolves once `count` more whole passes have run since the call.
 * Each pass begins by asking canSend and passes never overlap, so a pass that began after the
 * call and was followed by another has finished: what must not happen has had its chances.
 */
function start(outbox: SqliteOutbox, send: (entry: OutboxEntry) => Promise<void>, canSend = () => true) {
  let passes = 0
  const counted = () => {
    passes += 1
    return canSend()
  }
  const worker = startOutboxWorker({ outbox, send, canSend: counted, backoff: { baseMs: 100, maxMs: 200 }, pollMs: 50 })
  workers.push(worker)
  const morePasses = async (count = 3) => {
    const target = passes + count + 1
    await vi.waitFor(() => expect(passes).toBeGreaterThanOrEqual(target), { timeout: 10_000 })
  }
  return { worker, morePasses, passes: () => passes }
}

describe('startOutboxWorker', () => {
  it('retries with back-off while the mail server refuses, then delivers once and logs each change with the id', async () => {
    const outbox = new SqliteOutbox({ dir: setup() })
    const stored = message()
    await outbox.add(stored)
    let up = false
    const sent: string[] = []
    const { morePasses } = start(outbox, async (entry) => {
      if (!up) throw new Error('connect ECONNREFUSED 127.0.0.1:2525')
      sent.push(entry.id)
    })
    await vi.waitFor(async () => expect((await outbox.list())[0]?.attempts).toBeGreaterThanOrEqual(2), { timeout: 10_000 })
    up = true
    await vi.waitFor(async () => expect((await outbox.list())[0]?.deliveredAt).toBeTruthy(), { timeout: 10_000 })
    await morePasses()
    expect(sent).toEqual([stored.id])
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`${stored.id} attempt 1 failed \\(connect ECONNREFUSED`)))
    expect(console.info).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`${stored.id} delivered \\(attempt \\d`)))
    // Each pass that handled the message (every failed attempt, then the delivery) says it is
    // done, the last one after the delivery; the idle passes since (every 50 ms) say nothing.
    const infos = vi.mocked(console.info).mock.calls.map(([line]) => String(line))
    const passesDone = infos.filter((line) => line.includes('nothing more due now'))
    expect(passesDone).toHaveLength((await outbox.list())[0]!.attempts + 1)
    expect(infos.at(-1)).toBe('[contact-outbox] pass done (1 handled): nothing more due now')
  }, 30_000)

  it('two workers on one outbox send each of 20 messages once', async () => {
    const dir = setup()
    const sent: string[] = []
    const send = async (entry: OutboxEntry) => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      sent.push(entry.id)
    }
    const a = new SqliteOutbox({ dir })
    const b = new SqliteOutbox({ dir })
    const messages = Array.from({ length: 20 }, message)
    const first = start(a, send)
    const second = start(b, send)
    for (const [i, m] of messages.entries()) await (i % 2 ? a : b).add(m)
    await vi.waitFor(() => expect(sent).toHaveLength(20), { timeout: 15_000 })
    await Promise.all([first.morePasses(), second.morePasses()])
    expect([...sent].sort()).toEqual(messages.map((m) => m.id).sort())
  }, 30_000)

  it('leaves messages waiting while SMTP is not configured, and delivers them once it is', async () => {
    const outbox = new SqliteOutbox({ dir: setup() })
    await outbox.add(message())
    let configured = false
    const send = vi.fn(async () => {})
    const { morePasses } = start(outbox, send, () => configured)
    await morePasses()
    expect(send).not.toHaveBeenCalled()
    configured = true
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1), { timeout: 10_000 })
  }, 30_000)

  it('dead-letters a message the mail server rejects for good (5xx): one attempt, never retried, and keeps sending the others', async () => {
    const outbox = new SqliteOutbox({ dir: setup() })
    const rejected = message()
    const accepted = message()
    await outbox.add(rejected, 1)
    await outbox.add(accepted, 2)
    const attempts: string[] = []
    const { morePasses } = start(outbox, async (entry) => {
      attempts.push(entry.id)
      if (entry.id === rejected.id) throw Object.assign(new Error('Message failed: 550 5.7.1 Message rejected'), { responseCode: 550 })
    })
    await vi.waitFor(async () => expect((await outbox.list()).find((entry) => entry.id === accepted.id)?.deliveredAt).toBeTruthy(), { timeout: 10_000 })
    // Several passes later, the rejected message was still tried once.
    await morePasses(5)
    expect(attempts.filter((id) => id === rejected.id)).toHaveLength(1)
    expect((await outbox.list()).find((entry) => entry.id === rejected.id)).toMatchObject({ rejectedAt: expect.any(Number), deliveredAt: null })
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(`${rejected.id} rejected by the mail server (Message failed: 550`))
  }, 30_000)

  it('does not send a message whose lease was taken over while it waited', async () => {
    const outbox = new SqliteOutbox({ dir: setup() })
    await outbox.add(message())
    // The worker's claim lapses and another instance holds the message by the time it checks.
    const taken = Object.assign(Object.create(outbox), { owns: async () => false }) as SqliteOutbox
    const send = vi.fn(async () => {})
    start(taken, send)
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('taken over by another instance')), { timeout: 10_000 })
    expect(send).not.toHaveBeenCalled()
  }, 30_000)

  it('stops on request after the send in progress: nothing new is claimed', async () => {
    const outbox = new SqliteOutbox({ dir: setup() })
    for (let i = 0; i < 3; i += 1) await outbox.add(message(), i)
    let release: () => void = () => {}
    const send = vi.fn(() => new Promise<void>((resolve) => (release = resolve)))
    const { worker, passes } = start(outbox, send)
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1), { timeout: 10_000 })
    const stopped = worker.stop()
    release()
    await stopped
    const entries = await outbox.list()
    expect(entries.filter((entry) => entry.deliveredAt)).toHaveLength(1)
    // While another worker delivers the other two and runs on, the stopped one starts no pass
    // (a pass begins by asking canSend) and sends nothing more.
    const after = passes()
    const other = start(outbox, vi.fn(async () => {}))
    await vi.waitFor(async () => expect((await outbox.list()).filter((entry) => entry.deliveredAt)).toHaveLength(3), { timeout: 10_000 })
    await other.morePasses()
    expect(passes()).toBe(after)
    expect(send).toHaveBeenCalledTimes(1)
  }, 30_000)
})
