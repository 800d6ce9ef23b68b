// The embedded outbox: an append-only journal of JSON lines on local disk, fsynced before the
// visitor is told "sent".
//
// Why a journal and not SQLite: better-sqlite3 (the maintained driver; Node 20 has no
// node:sqlite) ships no binary this project can fetch offline: CI reaches only the npm registry,
// so it would build from source with node-gyp, which needs Node's headers from nodejs.org and a
// C++ toolchain on every machine that runs `npm ci`. The outbox needs little of a database:
// a few thousand entries at most (MAX_PENDING), each written a handful of times, read back in
// full at start. A journal of whole lines, one write() each under a lock, does that with
// nothing but node:fs, and its crash cases are few and tested: a torn last line is skipped.
//
// Several processes may share the directory (a server, a second one during a restart on the
// same machine, `npm run contact:outbox`): every change happens under a lock file and starts by
// reading what the others appended, and a message being sent is leased by its sender, so two
// servers never send one message at once.
//
// The journal is rewritten (compacted) to one line per entry once it holds 1,000 lines more than
// twice its entries; delivered entries older than KEEP_DELIVERED_MS, or beyond MAX_DELIVERED,
// are dropped then. File and memory stay bounded: at most MAX_PENDING + MAX_DELIVERED entries
// after a compaction, and about twice that before the next.
import { randomUUID } from 'node:crypto'
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { KEEP_DELIVERED_MS, MAX_DELIVERED, MAX_PENDING, newEntry } from './entries.mjs'

const FILE = 'outbox.jsonl'
const LOCK = 'outbox.lock'
/** A lock older than this is left over by a process that died holding it. */
const STALE_LOCK_MS = 10_000
/** How long a change waits for another process's lock before it fails. */
const LOCK_WAIT_MS = 1_500
const COMPACT_MIN_LINES = 1000

/** Applies one journal line to the entries. Unknown ids are ignored (deleted meanwhile). */
function apply(entries, record) {
  if (record.t === 'add') {
    if (!entries.has(record.e.id)) entries.set(record.e.id, record.e)
    return
  }
  const entry = entries.get(record.id)
  if (!entry) return
  switch (record.t) {
    case 'claim':
      entry.lease = { by: record.by, until: record.until }
      break
    case 'fail':
      entry.attempts += 1
      entry.lastError = record.error
      entry.nextAttemptAt = record.next
      entry.lease = null
      break
    case 'done':
      entry.deliveredAt = record.at
      entry.lease = null
      break
    case 'retry':
      entry.nextAttemptAt = 0
      entry.lease = null
      break
    case 'overdue':
      entry.overdueLogged = true
      break
    case 'del':
      entries.delete(record.id)
      break
  }
}

function isAlive(pid) {
  if (pid === process.pid) return false // our own serialization already excludes us: left over
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

export class JournalOutbox {
  /** @param {{ dir: string }} options */
  constructor({ dir }) {
    this.dir = dir
    this.file = join(dir, FILE)
    this.lockFile = join(dir, LOCK)
    /** @type {Map<string, any>} */
    this.entries = new Map()
    this.offset = 0
    this.ino = -1
    this.lines = 0
    this.tornTail = false
    this.queue = Promise.resolve()
    this.ready = mkdir(dir, { recursive: true })
  }

  /** Runs `fn` alone: after this process's earlier changes, and under the lock file. */
  locked(fn) {
    const run = this.queue.then(async () => {
      await this.ready
      await this.acquire()
      try {
        await this.refresh()
        return await fn()
      } finally {
        await rm(this.lockFile, { force: true })
      }
    })
    this.queue = run.catch(() => {})
    return run
  }

  async acquire() {
    const deadline = Date.now() + LOCK_WAIT_MS
    for (;;) {
      try {
        await writeFile(this.lockFile, `${process.pid} ${Date.now()}`, { flag: 'wx' })
        return
      } catch (error) {
        if (error.code !== 'EEXIST') throw error
      }
      const [pid, since] = (await readFile(this.lockFile, 'utf8').catch(() => '')).split(' ').map(Number)
      if (pid && (!isAlive(pid) || Date.now() - (since ?? 0) > STALE_LOCK_MS)) {
        await rm(this.lockFile, { force: true })
        continue
      }
      if (Date.now() > deadline) throw new Error('contact outbox: journal locked by another process')
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 15))
    }
  }

  /** Reads what was appended since the last read (all of it after a compaction elsewhere). */
  async refresh() {
    const info = await stat(this.file).catch((error) => (error.code === 'ENOENT' ? null : Promise.reject(error)))
    if (!info) {
      this.entries.clear()
      this.offset = 0
      this.ino = -1
      this.lines = 0
      return
    }
    if (info.ino !== this.ino || info.size < this.offset) {
      this.entries.clear()
      this.offset = 0
      this.lines = 0
      this.ino = info.ino
    }
    if (info.size === this.offset) return
    const handle = await open(this.file, 'r')
    try {
      const length = info.size - this.offset
      const buffer = Buffer.alloc(length)
      await handle.read(buffer, 0, length, this.offset)
      const end = buffer.lastIndexOf(0x0a) + 1
      for (const line of buffer.subarray(0, end).toString('utf8').split('\n')) {
        if (!line) continue
        this.lines += 1
        try {
          apply(this.entries, JSON.parse(line))
        } catch {
          console.error(`[contact-outbox] skipped an unreadable journal line in ${this.file}`)
        }
      }
      this.offset += end
      // Bytes after the last newline, read under the lock: a write cut short by a crash.
      this.tornTail = end < length
    } finally {
      await handle.close()
    }
  }

  /** Appends records (fsynced when `sync`), then reads them back like any other process's. */
  async append(records, { sync }) {
    const text = (this.tornTail ? '\n' : '') + records.map((record) => JSON.stringify(record)).join('\n') + '\n'
    const handle = await open(this.file, 'a')
    try {
      await handle.write(text)
      if (sync) await handle.sync()
    } finally {
      await handle.close()
    }
    if (this.ino === -1) await this.syncDir()
    await this.refresh()
    // Each message writes at least three lines (stored, leased, delivered): past two lines per
    // entry plus a margin, at least a third of the file is history, and delivered entries past
    // their keeping are dropped on the way.
    if (this.lines > 2 * this.entries.size + COMPACT_MIN_LINES) await this.compact()
  }

  /** Rewrites the journal as one line per kept entry: written aside, fsynced, then renamed over. */
  async compact(now = Date.now()) {
    const delivered = [...this.entries.values()]
      .filter((entry) => entry.deliveredAt)
      .sort((a, b) => b.deliveredAt - a.deliveredAt)
    delivered.forEach((entry, index) => {
      if (index >= MAX_DELIVERED || now - entry.deliveredAt > KEEP_DELIVERED_MS) this.entries.delete(entry.id)
    })
    const temporary = `${this.file}.${randomUUID()}.tmp`
    const handle = await open(temporary, 'w')
    try {
      const lines = [...this.entries.values()].map((entry) => JSON.stringify({ t: 'add', e: entry }) + '\n')
      await handle.write(lines.join(''))
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temporary, this.file)
    await this.syncDir()
    this.ino = -2 // read the new file from its start
    await this.refresh()
  }

  async syncDir() {
    const handle = await open(this.dir, 'r')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
  }

  /**
   * Stores a new message durably (fsynced). 'duplicate' when its key is already known (a double
   * click, a resubmission), 'full' when MAX_PENDING messages already wait.
   */
  add(message, now = Date.now()) {
    return this.locked(async () => {
      if (this.entries.has(message.id)) return 'duplicate'
      let pending = 0
      for (const entry of this.entries.values()) if (!entry.deliveredAt) pending += 1
      if (pending >= MAX_PENDING) return 'full'
      await this.append([{ t: 'add', e: newEntry(message, now) }], { sync: true })
      return 'stored'
    })
  }

  has(id) {
    return this.locked(async () => this.entries.has(id))
  }

  /** Leases up to `max` messages due now to `owner`, oldest first. */
  claimDue({ owner, now = Date.now(), max, leaseMs }) {
    return this.locked(async () => {
      const due = [...this.entries.values()]
        .filter((entry) => !entry.deliveredAt && entry.nextAttemptAt <= now && !(entry.lease && entry.lease.until > now))
        .sort((a, b) => a.createdAt - b.createdAt)
        .slice(0, max)
      if (due.length === 0) return []
      await this.append(due.map((entry) => ({ t: 'claim', id: entry.id, by: owner, until: now + leaseMs })), { sync: false })
      return due.map((entry) => structuredClone(this.entries.get(entry.id))).filter(Boolean)
    })
  }

  markDelivered(id, now = Date.now()) {
    return this.locked(async () => {
      if (this.entries.get(id)?.deliveredAt === null) await this.append([{ t: 'done', id, at: now }], { sync: true })
    })
  }

  /** Records a failed attempt; returns the attempts made so far. */
  markFailed(id, error, nextAttemptAt) {
    return this.locked(async () => {
      if (this.entries.get(id)?.deliveredAt !== null) return 0
      await this.append([{ t: 'fail', id, error, next: nextAttemptAt }], { sync: false })
      return this.entries.get(id)?.attempts ?? 0
    })
  }

  /** Undelivered entries older than `olderThanMs` not reported yet; marks them reported. */
  takeOverdue(olderThanMs, now = Date.now()) {
    return this.locked(async () => {
      const overdue = [...this.entries.values()].filter(
        (entry) => !entry.deliveredAt && !entry.overdueLogged && now - entry.createdAt > olderThanMs,
      )
      if (overdue.length > 0) await this.append(overdue.map((entry) => ({ t: 'overdue', id: entry.id })), { sync: false })
      return overdue.map((entry) => structuredClone(entry))
    })
  }

  list() {
    return this.locked(async () => [...this.entries.values()].map((entry) => structuredClone(entry)).sort((a, b) => a.createdAt - b.createdAt))
  }

  /** Makes an undelivered message due now; false when there is no such message. */
  retry(id) {
    return this.locked(async () => {
      const entry = this.entries.get(id)
      if (!entry || entry.deliveredAt) return false
      await this.append([{ t: 'retry', id }], { sync: true })
      return true
    })
  }

  remove(id) {
    return this.locked(async () => {
      if (!this.entries.has(id)) return false
      await this.append([{ t: 'del', id }], { sync: true })
      return true
    })
  }

  async close() {
    await this.queue
  }
}
