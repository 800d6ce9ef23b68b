import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The last good answer of each query, in memory and in .next/cache (so answers fetched by
 * `next build` survive into `next start`). Values are our reshaped, plain types.
 */
const DIR = path.join(process.cwd(), '.next', 'cache', 'blog-last-good')
const memory = new Map<string, unknown>()

function fileOf(key: string): string {
  return path.join(DIR, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`)
}

export function rememberGood(key: string, value: unknown): void {
  memory.set(key, value)
  try {
    mkdirSync(DIR, { recursive: true })
    writeFileSync(fileOf(key), JSON.stringify(value))
  } catch {
    // A read-only file system (some hosts) still has the in-memory copy.
  }
}

export function recallGood(key: string): { value: unknown } | undefined {
  if (memory.has(key)) return { value: memory.get(key) }
  try {
    const value: unknown = JSON.parse(readFileSync(fileOf(key), 'utf8'))
    memory.set(key, value)
    return { value }
  } catch {
    return undefined
  }
}
