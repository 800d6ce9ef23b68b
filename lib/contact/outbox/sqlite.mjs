// The server's own durable outbox: one SQLite database (node:sqlite, built into Node 24: no
// native build) in CONTACT_OUTBOX_DIR. Without REDIS_URL it is the outbox; with it, it keeps
// what the shared store could not take in time (fallback.mjs) until Redis answers again.
//
// What SQLite gives that the hand-written journal it replaces did not: a commit is all or
// nothing (a short write, a full disk or a crash rolls it back, and the visitor is told; a
// committed message survives), `synchronous = FULL` fsyncs before the commit returns, and its
// own file locks exclude other processes on the same host (a second server during a restart,
// `npm run contact:outbox`) without a lock file of ours. Rollback-journal mode, not WAL: no
// shared-memory file, and nothing grows between checkpoints on a nearly full disk.
//
// Calls are synchronous (node:sqlite has no async API): each is one short transaction on a
// table of at most a few thousand rows, an fsync or two; another process's transaction makes
// it wait at most BUSY_TIMEOUT_MS.
import { mkdirSync, statfsSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import {
  KEEP_DELIVERED_MS,
  KEEP_REJECTED_MS,
  MAX_DELIVERED,
  MAX_PENDING,
  MAX_PENDING_PER_VISITOR,
  MAX_REJECTED,
} from './entries.mjs'

const FILE = 'outbox.sqlite'
const BUSY_TIMEOUT_MS = 1_000
/**
 * A new message is refused (the visitor keeps their text) when less than this is free on the
 * store's file system: the room left lets the worker record leases, attempts and deliveries of
 * the messages already kept, which SQLite cannot do on a disk that is completely full.
 */
export const MIN_FREE_BYTES = 4 * 1024 * 1024

/** @param {string} dir */
const freeBytesOf = (dir) => {
  const { bavail, bsize } = statfsSync(dir)
  return bavail * bsize
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS messages (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  lang TEXT NOT NULL,
  visitor TEXT,
  created_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  next_attempt_at INTEGER NOT NULL,
  delivered_at INTEGER,
  rejected_at INTEGER,
  overdue_logged INTEGER NOT NULL DEFAULT 0,
  lease_by TEXT,
  lease_until INTEGER
) STRICT;
CREATE INDEX IF NOT EXISTS messages_due ON messages (delivered_at, rejected_at, next_attempt_at);
CREATE INDEX IF NOT EXISTS messages_visitor ON messages (visitor) WHERE visitor IS NOT NULL;`

/** Undelivered and not dead-lettered: what the caps count and the worker sends. */
const WAITING = 'delivered_at IS NULL AND rejected_at IS NULL'

function toEntry(row) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    lang: row.lang,
    createdAt: row.created_at,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    deliveredAt: row.delivered_at,
    rejectedAt: row.rejected_at,
    overdueLogged: row.overdue_logged === 1,
    lease: row.lease_by ? { by: row.lease_by, until: row.lease_until } : null,
  }
}

export class SqliteOutbox {
  /** @param {{ dir: string, freeBytes?: (dir: string) => number }} options */
  constructor({ dir, freeBytes = freeBytesOf }) {
    this.dir = dir
    this.freeBytes = freeBytes
    this.file = join(dir, FILE)
    /** @type {DatabaseSync | undefined} */
    this.db = undefined
  }

  /** Opened on first use, so a directory that cannot be made fails the call, not the import. */
  open() {
    if (this.db) return this.db
    mkdirSync(this.dir, { recursive: true })
    const db = new DatabaseSync(this.file, { timeout: BUSY_TIMEOUT_MS })
    db.exec('PRAGMA journal_mode = DELETE; PRAGMA synchronous = FULL;')
    db.exec(SCHEMA)
    this.db = db
    return db
  }

  /** Runs `fn` in one IMMEDIATE transaction (the write lock first: no upgrade deadlock). */
  transaction(fn) {
    const db = this.open()
    db.exec('BEGIN IMMEDIATE')
    try {
      const result = fn(db)
      db.exec('COMMIT')
      return result
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK')
      throw error
    }
  }

  /**
   * Stores a new message durably (committed and fsynced before this returns 'stored').
   * 'duplicate' when its key is known, 'full' past MAX_PENDING waiting messages, 'visitorFull'
   * past MAX_PENDING_PER_VISITOR of this visitor's. A full (or nearly full: MIN_FREE_BYTES) disk
   * rejects: nothing was stored.
   * @param {{ id: string, name: string, email: string, message: string, lang: string, visitor?: string }} message
   */
  async add(message, now = Date.now()) {
    this.open()
    if (this.freeBytes(this.dir) < MIN_FREE_BYTES) throw new Error(`less than ${MIN_FREE_BYTES / 1024 / 1024} MiB free on the outbox's disk (${this.dir})`)
    return this.transaction((db) => {
      if (db.prepare('SELECT 1 FROM messages WHERE id = ?').get(message.id)) return 'duplicate'
      const { n } = db.prepare(`SELECT count(*) AS n FROM messages WHERE ${WAITING}`).get()
      if (n >= MAX_PENDING) return 'full'
      const visitor = message.visitor ?? null
      if (visitor) {
        const mine = db.prepare(`SELECT count(*) AS n FROM messages WHERE visitor = ? AND ${WAITING}`).get(visitor)
        if (mine.n >= MAX_PENDING_PER_VISITOR) return 'visitorFull'
      }
      db.prepare(
        'INSERT INTO messages (id, name, email, message, lang, visitor, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(message.id, message.name, message.email, message.message, message.lang, visitor, now, now)
      return 'stored'
    })
  }

  async has(id) {
    return Boolean(this.open().prepare('SELECT 1 FROM messages WHERE id = ?').get(id))
  }

  /** Leases up to `max` messages due now to `owner`, oldest first. */
  async claimDue({ owner, now = Date.now(), max, leaseMs }) {
    return this.transaction((db) => {
      const rows = db
        .prepare(
          `SELECT * FROM messages WHERE ${WAITING} AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
           ORDER BY created_at LIMIT ?`,
        )
        .all(now, now, max)
      const lease = db.prepare('UPDATE messages SET lease_by = ?, lease_until = ? WHERE id = ?')
      for (const row of rows) lease.run(owner, now + leaseMs, row.id)
      return rows.map((row) => toEntry({ ...row, lease_by: owner, lease_until: now + leaseMs }))
    })
  }

  /** Whether `entry` is still leased to `owner` (checked right before a send). */
  async owns(entry, owner, now = Date.now()) {
    const row = this.open().prepare(`SELECT lease_by, lease_until FROM messages WHERE id = ? AND ${WAITING}`).get(entry.id)
    return Boolean(row && row.lease_by === owner && row.lease_until > now)
  }

  async markDelivered(id, now = Date.now()) {
    this.transaction((db) => {
      db.prepare(`UPDATE messages SET delivered_at = ?, lease_by = NULL, lease_until = NULL, visitor = NULL WHERE id = ? AND delivered_at IS NULL`).run(now, id)
      this.forget(db, now)
    })
  }

  /** Records a failed attempt; returns the attempts made so far. */
  async markFailed(id, error, nextAttemptAt) {
    return this.transaction((db) => {
      db.prepare(
        `UPDATE messages SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, lease_by = NULL, lease_until = NULL WHERE id = ? AND ${WAITING}`,
      ).run(error, nextAttemptAt, id)
      return db.prepare('SELECT attempts FROM messages WHERE id = ?').get(id)?.attempts ?? 0
    })
  }

  /** A permanent rejection (SMTP 5xx): kept aside for the operator, never tried again on its own. */
  async markRejected(id, error, now = Date.now()) {
    this.transaction((db) => {
      db.prepare(
        `UPDATE messages SET attempts = attempts + 1, last_error = ?, rejected_at = ?, lease_by = NULL, lease_until = NULL, visitor = NULL WHERE id = ? AND ${WAITING}`,
      ).run(error, now, id)
      this.forget(db, now)
    })
  }

  /** Delivered and dead-lettered messages are kept a bounded time, and a bounded number. */
  forget(db, now) {
    db.prepare('DELETE FROM messages WHERE delivered_at < ?').run(now - KEEP_DELIVERED_MS)
    db.prepare('DELETE FROM messages WHERE rejected_at < ?').run(now - KEEP_REJECTED_MS)
    db.prepare(
      'DELETE FROM messages WHERE id IN (SELECT id FROM messages WHERE delivered_at IS NOT NULL ORDER BY delivered_at DESC LIMIT -1 OFFSET ?)',
    ).run(MAX_DELIVERED)
    db.prepare(
      'DELETE FROM messages WHERE id IN (SELECT id FROM messages WHERE rejected_at IS NOT NULL ORDER BY rejected_at DESC LIMIT -1 OFFSET ?)',
    ).run(MAX_REJECTED)
  }

  /** Undelivered entries older than `olderThanMs` not reported yet; marks them reported. */
  async takeOverdue(olderThanMs, now = Date.now()) {
    return this.transaction((db) => {
      const rows = db.prepare(`SELECT * FROM messages WHERE ${WAITING} AND overdue_logged = 0 AND created_at < ?`).all(now - olderThanMs)
      const mark = db.prepare('UPDATE messages SET overdue_logged = 1 WHERE id = ?')
      for (const row of rows) mark.run(row.id)
      return rows.map(toEntry)
    })
  }

  /** Waiting messages first in age order, for the move to the shared store (fallback.mjs). */
  async waiting(max) {
    return this.open().prepare(`SELECT * FROM messages WHERE ${WAITING} ORDER BY created_at LIMIT ?`).all(max).map(toEntry)
  }

  async list() {
    return this.open().prepare('SELECT * FROM messages ORDER BY created_at').all().map(toEntry)
  }

  /** Makes an undelivered (or dead-lettered) message due now; false when there is none. */
  async retry(id) {
    const { changes } = this.open()
      .prepare('UPDATE messages SET next_attempt_at = 0, rejected_at = NULL, lease_by = NULL, lease_until = NULL WHERE id = ? AND delivered_at IS NULL')
      .run(id)
    return changes > 0
  }

  async remove(id) {
    return this.open().prepare('DELETE FROM messages WHERE id = ?').run(id).changes > 0
  }

  async close() {
    this.db?.close()
    this.db = undefined
  }
}
