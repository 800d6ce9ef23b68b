// The server's own copy of the cache entries: in memory (bounded), backed by files of our own
// under `<distDir>/cache/shared-cache/<release>/` (one per key, named by its hash). `next build`
// writes there the pages and data it pre-renders, so a server starts with them, and a restart
// keeps what it rendered since; with Redis it is the fallback while Redis does not answer.
// What is stored is bounded by the site's own routes: the proxy answers made-up addresses
// before any render (docs/security.md, "Hostile traffic").
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Next's default in-memory size. */
const MEMORY_BYTES = 50 * 1024 * 1024

/** The directory of one release's copy. */
export function localCacheDir(distDir, release) {
  return join(distDir, 'cache', 'shared-cache', release ?? 'unversioned')
}

/**
 * A bounded in-memory map of entries, the oldest written first out. Each kept text also keeps
 * what it was last read as (`read`), so a page served again and again is parsed once, not on
 * every request (5 % of the server's time serving /en under load, its garbage aside); it goes
 * when its text does. The parsed copy is about as large as its text, so the memory this holds is
 * bounded by twice `maxBytes`.
 */
export function createMemoryStore(maxBytes = MEMORY_BYTES) {
  const entries = new Map()
  let bytes = 0
  const remove = (key) => {
    const old = entries.get(key)
    if (old) bytes -= old.size
    entries.delete(key)
  }
  return {
    get: (key) => entries.get(key)?.text,
    /** `parse(text)`, computed once while `text` is the one kept for `key`. */
    read(key, text, parse) {
      const kept = entries.get(key)
      if (kept?.text !== text) return parse(text)
      if (!('value' in kept)) kept.value = parse(text)
      return kept.value
    },
    set(key, text) {
      remove(key)
      if (text.length > maxBytes) return
      while (bytes + text.length > maxBytes && entries.size) remove(entries.keys().next().value)
      entries.set(key, { text, size: text.length })
      bytes += text.length
    },
    delete: remove,
  }
}

/** Memory in front of files; `dir` undefined: memory only (the tests). Values are entry texts. */
export function createLocalStore(dir, memory = createMemoryStore()) {
  const file = (key) => join(dir, `${createHash('sha256').update(key).digest('hex')}.json`)
  return {
    get(key) {
      const kept = memory.get(key)
      if (kept !== undefined || !dir) return kept
      try {
        const text = readFileSync(file(key), 'utf8')
        memory.set(key, text)
        return text
      } catch {
        return undefined
      }
    },
    set(key, text) {
      memory.set(key, text)
      if (!dir) return
      try {
        mkdirSync(dir, { recursive: true })
        // Whole or not at all: a reader never sees half a file.
        const temporary = `${file(key)}.${process.pid}.tmp`
        writeFileSync(temporary, text)
        renameSync(temporary, file(key))
      } catch {
        // A full or read-only disk: memory keeps it.
      }
    },
    /** `parse(text)`, from memory when `text` is the copy kept for `key` (it may be Redis's). */
    read: (key, text, parse) => memory.read(key, text, parse),
    delete(key) {
      memory.delete(key)
      if (dir) rmSync(file(key), { force: true })
    },
  }
}
