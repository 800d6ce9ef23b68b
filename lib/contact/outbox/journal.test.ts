import { mkdtempSync, readFileSync, appendFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LEASE_MS, MAX_PENDING } from './entries.mjs'
import { JournalOutbox } from './journal.mjs'

const dirs: string[] = []
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-test-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  vi.restoreAllMocks()
})

let n = 0
const message = (lang = 'en') => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  name: 'Jane Doe',
  email: 'jane@example.com',
  message: 'We need a new website.',
  lang,
})

describe('JournalOutbox', () => {
  it('keeps a stored message across a restart (a new instance on the same directory)', async () => {
    const dir = tempDir()
    const first = new JournalOutbox({ dir })
    const stored = message()
    expect(await first.add(stored)).toBe('stored')
    await first.close()
    const restarted = new JournalOutbox({ dir })
    const [entry] = await restarted.list()
    expect(entry).toMatchObject({ ...stored, attempts: 0, deliveredAt: null })
  })

  it('stores a key once: the same key again is a duplicate, delivered or not', async () => {
    const outbox = new JournalOutbox({ dir: tempDir() })
    const stored = message()
    expect(await outbox.add(stored)).toBe('stored')
    expect(await outbox.add({ ...stored, message: 'A different text' })).toBe('duplicate')
    await outbox.markDelivered(stored.id)
    expect(await outbox.add(stored)).toBe('duplicate')
    expect(await outbox.list()).toHaveLength(1)
  })

  it('leases a due message to one owner at a time, and gives it back after a failure with its back-off', async () => {
    const dir = tempDir()
    const a = new JournalOutbox({ dir })
    const b = new JournalOutbox({ dir })
    const stored = message()
    await a.add(stored, 1_000)
    const now = 2_000
    expect(await a.claimDue({ owner: 'a', now, max: 5, leaseMs: LEASE_MS })).toHaveLength(1)
    expect(await b.claimDue({ owner: 'b', now, max: 5, leaseMs: LEASE_MS })).toHaveLength(0)
    expect(await a.markFailed(stored.id, 'connection refused', now + 500)).toBe(1)
    expect(await b.claimDue({ owner: 'b', now: now + 100, max: 5, leaseMs: LEASE_MS })).toHaveLength(0)
    const [retried] = await b.claimDue({ owner: 'b', now: now + 600, max: 5, leaseMs: LEASE_MS })
    expect(retried).toMatchObject({ id: stored.id, attempts: 1, lastError: 'connection refused' })
    await b.markDelivered(stored.id, now + 700)
    expect(await a.claimDue({ owner: 'a', now: now + 10 * LEASE_MS, max: 5, leaseMs: LEASE_MS })).toHaveLength(0)
    expect((await a.list())[0]?.deliveredAt).toBe(now + 700)
  })

  it('takes over a lease whose owner died mid-send once it lapses', async () => {
    const outbox = new JournalOutbox({ dir: tempDir() })
    const stored = message()
    await outbox.add(stored, 0)
    await outbox.claimDue({ owner: 'dead', now: 1, max: 1, leaseMs: 1_000 })
    expect(await outbox.claimDue({ owner: 'live', now: 500, max: 1, leaseMs: 1_000 })).toHaveLength(0)
    expect(await outbox.claimDue({ owner: 'live', now: 1_500, max: 1, leaseMs: 1_000 })).toHaveLength(1)
  })

  it('skips a line torn by a crash and keeps appending after it', async () => {
    const dir = tempDir()
    const outbox = new JournalOutbox({ dir })
    const kept = message()
    await outbox.add(kept)
    appendFileSync(join(dir, 'outbox.jsonl'), '{"t":"add","e":{"id":"torn')
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const after = message()
    const restarted = new JournalOutbox({ dir })
    expect(await restarted.add(after)).toBe('stored')
    expect((await new JournalOutbox({ dir }).list()).map((entry) => entry.id)).toEqual([kept.id, after.id])
    expect(error).toHaveBeenCalledWith(expect.stringContaining('unreadable journal line'))
  })

  it('breaks a lock left by a dead process', async () => {
    const dir = tempDir()
    const outbox = new JournalOutbox({ dir })
    await outbox.list()
    writeFileSync(join(dir, 'outbox.lock'), `999999 ${Date.now()}`)
    expect(await outbox.add(message())).toBe('stored')
  })

  it('compacts the journal to one line per entry and forgets old delivered entries', async () => {
    const dir = tempDir()
    const outbox = new JournalOutbox({ dir })
    const old = message()
    await outbox.add(old, 0)
    await outbox.markDelivered(old.id, 1)
    const waiting = message()
    await outbox.add(waiting)
    for (let i = 0; i < 600; i += 1) {
      await outbox.claimDue({ owner: 'a', max: 1, leaseMs: 1 })
      await outbox.markFailed(waiting.id, 'down', 0)
    }
    const lines = readFileSync(join(dir, 'outbox.jsonl'), 'utf8').trim().split('\n')
    expect(lines.length).toBeLessThan(1000)
    const ids = (await new JournalOutbox({ dir }).list()).map((entry) => entry.id)
    expect(ids).toEqual([waiting.id])
    expect((await outbox.list())[0]?.attempts).toBeGreaterThan(500)
  }, 30_000)

  it(`refuses a message once ${MAX_PENDING} wait`, async () => {
    const dir = tempDir()
    const lines = Array.from({ length: MAX_PENDING }, () => JSON.stringify({ t: 'add', e: { ...message(), createdAt: 0, attempts: 0, lastError: null, nextAttemptAt: 0, deliveredAt: null, overdueLogged: false, lease: null } }))
    writeFileSync(join(dir, 'outbox.jsonl'), lines.join('\n') + '\n')
    expect(await new JournalOutbox({ dir }).add(message())).toBe('full')
  })

  it('reports an undelivered message once after the overdue age, whichever instance asks', async () => {
    const dir = tempDir()
    const stored = message()
    await new JournalOutbox({ dir }).add(stored, 0)
    expect((await new JournalOutbox({ dir }).takeOverdue(1_000, 500)).length).toBe(0)
    expect((await new JournalOutbox({ dir }).takeOverdue(1_000, 2_000)).map((entry) => entry.id)).toEqual([stored.id])
    expect(await new JournalOutbox({ dir }).takeOverdue(1_000, 3_000)).toEqual([])
  })

  it('lets the operator retry a failing message now, or delete it', async () => {
    const outbox = new JournalOutbox({ dir: tempDir() })
    const stored = message()
    await outbox.add(stored, 0)
    await outbox.claimDue({ owner: 'a', now: 0, max: 1, leaseMs: 1_000 })
    await outbox.markFailed(stored.id, 'down', 1_000_000)
    expect(await outbox.claimDue({ owner: 'a', now: 10, max: 1, leaseMs: 1_000 })).toHaveLength(0)
    expect(await outbox.retry(stored.id)).toBe(true)
    expect(await outbox.claimDue({ owner: 'a', now: 10, max: 1, leaseMs: 1_000 })).toHaveLength(1)
    expect(await outbox.remove(stored.id)).toBe(true)
    expect(await outbox.list()).toEqual([])
    expect(await outbox.retry(stored.id)).toBe(false)
  })
})

describe('JournalOutbox bounds', () => {
  it('stays bounded when every message is delivered at once (three lines each)', async () => {
    const dir = tempDir()
    const outbox = new JournalOutbox({ dir })
    for (let i = 0; i < 1_100; i += 1) {
      const stored = message()
      await outbox.add(stored, 0)
      await outbox.claimDue({ owner: 'a', now: 1, max: 1, leaseMs: 1_000 })
      // Delivered long ago: past the keeping time, forgotten at the next compaction.
      await outbox.markDelivered(stored.id, 2)
    }
    const lines = readFileSync(join(dir, 'outbox.jsonl'), 'utf8').trim().split('\n').length
    // Compacted once past 2 × entries + 1,000 lines, the delivered entries forgotten then.
    expect(lines).toBeLessThan(1_000)
    expect((await outbox.list()).length).toBeLessThan(300)
  }, 60_000)
})
