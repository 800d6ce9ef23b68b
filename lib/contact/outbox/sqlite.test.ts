import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'
import { LEASE_MS, MAX_PENDING, MAX_PENDING_PER_VISITOR } from './entries.mjs'
import { MIN_FREE_BYTES, SqliteOutbox } from './sqlite.mjs'

const dirs: string[] = []
const outboxes: SqliteOutbox[] = []
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-test-'))
  dirs.push(dir)
  return dir
}
function open(dir: string) {
  const outbox = new SqliteOutbox({ dir })
  outboxes.push(outbox)
  return outbox
}
afterEach(async () => {
  for (const outbox of outboxes.splice(0)) await outbox.close()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

let n = 0
const message = (visitor?: string) => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  name: 'Jane Doe',
  email: 'jane@example.com',
  message: 'We need a new website.',
  lang: 'en',
  visitor,
})

/**
 * A child process that stores messages in `dir` until a store fails, printing each id the moment
 * it was acknowledged: what a server would have told its visitor.
 */
const STORE_UNTIL_FAILURE = `
const { SqliteOutbox } = await import(${JSON.stringify(new URL('./sqlite.mjs', import.meta.url).href)})
const outbox = new SqliteOutbox({ dir: process.argv[1] })
for (let i = 0; ; i += 1) {
  const id = '00000000-0000-4000-9000-' + String(i).padStart(12, '0')
  try {
    // 5,000 characters of a 3-byte character: the form's longest message.
    const result = await outbox.add({ id, name: 'n', email: 'e@example.com', message: '€'.repeat(5000), lang: 'en' })
    if (result === 'stored') console.log('stored ' + id)
  } catch (error) {
    console.log('failed ' + (error.code ?? '') + ' ' + error.message)
    process.exit(0)
  }
}`

function storeUntilFailure(dir: string, shell: string): Promise<{ stored: string[]; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', `${shell}; exec node --input-type=module -e "$0" "$1"`, STORE_UNTIL_FAILURE, dir])
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      // The crash case: killed without warning while it writes, some messages in.
      if (shell.includes('CRASH') && (output.match(/^stored /gm)?.length ?? 0) >= 5) child.kill('SIGKILL')
    })
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('exit', () => resolve({ stored: [...output.matchAll(/^stored (\S+)$/gm)].map((match) => match[1]!), output }))
  })
}

describe('SqliteOutbox', () => {
  it('keeps a stored message across a restart (a new instance on the same directory)', async () => {
    const dir = tempDir()
    const stored = message()
    expect(await open(dir).add(stored)).toBe('stored')
    const [entry] = await open(dir).list()
    expect(entry).toMatchObject({ id: stored.id, name: stored.name, attempts: 0, deliveredAt: null, rejectedAt: null })
  })

  it('stores a key once: the same key again is a duplicate, delivered or not', async () => {
    const outbox = open(tempDir())
    const stored = message()
    expect(await outbox.add(stored)).toBe('stored')
    expect(await outbox.add({ ...stored, message: 'A different text' })).toBe('duplicate')
    await outbox.markDelivered(stored.id)
    expect(await outbox.add(stored)).toBe('duplicate')
    expect(await outbox.list()).toHaveLength(1)
  })

  it('leases a due message to one owner at a time (two processes on one file), and gives it back after a failure with its back-off', async () => {
    const dir = tempDir()
    const a = open(dir)
    const b = open(dir)
    const stored = message()
    await a.add(stored, 1_000)
    const now = 2_000
    const [claimed] = await a.claimDue({ owner: 'a', now, max: 5, leaseMs: LEASE_MS })
    expect(claimed).toBeDefined()
    expect(await a.owns(claimed!, 'a', now)).toBe(true)
    expect(await b.owns(claimed!, 'b', now)).toBe(false)
    expect(await b.claimDue({ owner: 'b', now, max: 5, leaseMs: LEASE_MS })).toHaveLength(0)
    expect(await a.markFailed(stored.id, 'connection refused', now + 500)).toBe(1)
    expect(await a.owns(claimed!, 'a', now)).toBe(false)
    expect(await b.claimDue({ owner: 'b', now: now + 100, max: 5, leaseMs: LEASE_MS })).toHaveLength(0)
    const [retried] = await b.claimDue({ owner: 'b', now: now + 600, max: 5, leaseMs: LEASE_MS })
    expect(retried).toMatchObject({ id: stored.id, attempts: 1, lastError: 'connection refused' })
    await b.markDelivered(stored.id, now + 700)
    expect(await a.claimDue({ owner: 'a', now: now + 10 * LEASE_MS, max: 5, leaseMs: LEASE_MS })).toHaveLength(0)
    expect((await a.list())[0]?.deliveredAt).toBe(now + 700)
  })

  it('takes over a lease whose owner died mid-send once it lapses; the old owner then no longer owns it', async () => {
    const outbox = open(tempDir())
    await outbox.add(message(), 0)
    const [first] = await outbox.claimDue({ owner: 'dead', now: 1, max: 1, leaseMs: 1_000 })
    expect(await outbox.claimDue({ owner: 'live', now: 500, max: 1, leaseMs: 1_000 })).toHaveLength(0)
    expect(await outbox.claimDue({ owner: 'live', now: 1_500, max: 1, leaseMs: 1_000 })).toHaveLength(1)
    expect(await outbox.owns(first!, 'dead', 1_600)).toBe(false)
  })

  it('dead-letters a rejected message: never claimed again, not counted against the caps, retried only by the operator', async () => {
    const outbox = open(tempDir())
    const rejected = message('203.0.113.9')
    await outbox.add(rejected, 0)
    await outbox.claimDue({ owner: 'a', now: 1, max: 1, leaseMs: 1_000 })
    await outbox.markRejected(rejected.id, '550 5.1.1 no such user', 2)
    expect(await outbox.claimDue({ owner: 'a', now: 10 * LEASE_MS, max: 1, leaseMs: 1_000 })).toHaveLength(0)
    expect((await outbox.list())[0]).toMatchObject({ rejectedAt: 2, attempts: 1, lastError: '550 5.1.1 no such user' })
    for (let i = 0; i < MAX_PENDING_PER_VISITOR; i += 1) expect(await outbox.add(message('203.0.113.9'))).toBe('stored')
    expect(await outbox.retry(rejected.id)).toBe(true)
    expect((await outbox.list()).find((entry) => entry.id === rejected.id)?.rejectedAt).toBeNull()
  })

  it(`refuses a visitor's message once ${MAX_PENDING_PER_VISITOR} of theirs wait, and anybody's once ${MAX_PENDING} wait`, async () => {
    const outbox = open(tempDir())
    for (let i = 0; i < MAX_PENDING_PER_VISITOR; i += 1) expect(await outbox.add(message('198.51.100.7'))).toBe('stored')
    expect(await outbox.add(message('198.51.100.7'))).toBe('visitorFull')
    expect(await outbox.add(message('198.51.100.8'))).toBe('stored')
    // The rest written in one transaction straight into the file (an fsync per add is slow).
    const db = new DatabaseSync(outbox.file)
    db.exec('BEGIN')
    const insert = db.prepare(`INSERT INTO messages (id, name, email, message, lang, visitor, created_at, next_attempt_at) VALUES (?, 'n', 'e@example.com', 'm', 'en', ?, 0, 0)`)
    for (let i = 0; i < MAX_PENDING - MAX_PENDING_PER_VISITOR - 1; i += 1) insert.run(message().id, `v${i}`)
    db.exec('COMMIT')
    db.close()
    expect(await outbox.add(message('192.0.2.1'))).toBe('full')
  })

  it('reports an undelivered message once after the overdue age, whichever instance asks', async () => {
    const dir = tempDir()
    const stored = message()
    await open(dir).add(stored, 0)
    expect((await open(dir).takeOverdue(1_000, 500)).length).toBe(0)
    expect((await open(dir).takeOverdue(1_000, 2_000)).map((entry) => entry.id)).toEqual([stored.id])
    expect(await open(dir).takeOverdue(1_000, 3_000)).toEqual([])
  })

  it('lets the operator retry a failing message now, or delete it', async () => {
    const outbox = open(tempDir())
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

  it('forgets delivered messages past their keeping time', async () => {
    const outbox = open(tempDir())
    const old = message()
    await outbox.add(old, 0)
    await outbox.markDelivered(old.id, 1)
    const recent = message()
    await outbox.add(recent)
    await outbox.markDelivered(recent.id)
    expect((await outbox.list()).map((entry) => entry.id)).toEqual([recent.id])
  })
})

describe('SqliteOutbox on a full disk and through a crash', () => {
  it('refuses a new message while less than MIN_FREE_BYTES are free, so the messages kept can still be sent and recorded', async () => {
    const dir = tempDir()
    let free = MIN_FREE_BYTES * 2
    const outbox = new SqliteOutbox({ dir, freeBytes: () => free })
    outboxes.push(outbox)
    const kept = message()
    expect(await outbox.add(kept)).toBe('stored')
    free = MIN_FREE_BYTES - 1
    await expect(outbox.add(message())).rejects.toThrow(/MiB free on the outbox's disk/)
    const [claimed] = await outbox.claimDue({ owner: 'a', max: 1, leaseMs: 1_000 })
    expect(claimed?.id).toBe(kept.id)
    await outbox.markDelivered(kept.id)
    expect((await outbox.list()).map((entry) => entry.id)).toEqual([kept.id])
  })

  it('never acknowledges a message it could not keep when files cannot grow (short writes, EFBIG): every acknowledged one is there', async () => {
    const dir = tempDir()
    // Files of this process limited to 192 KiB: the database's writes are cut short, as on a
    // full disk.
    const { stored, output } = await storeUntilFailure(dir, 'ulimit -f 192')
    expect(output).toMatch(/^failed .*(full|SQLITE_FULL|too large|I\/O)/im)
    expect(stored.length).toBeGreaterThan(3)
    const kept = (await open(dir).list()).map((entry) => entry.id)
    expect(kept).toEqual(stored)
    // And once there is room again, it stores and delivers as before.
    const after = message()
    expect(await open(dir).add(after)).toBe('stored')
  }, 30_000)

  it('keeps every message acknowledged before a SIGKILL mid-write, and stays readable', async () => {
    const dir = tempDir()
    const { stored } = await storeUntilFailure(dir, ': CRASH')
    expect(stored.length).toBeGreaterThan(0)
    const kept = new Set((await open(dir).list()).map((entry) => entry.id))
    for (const id of stored) expect(kept.has(id), id).toBe(true)
    expect(await open(dir).add(message())).toBe('stored')
  }, 30_000)
})
