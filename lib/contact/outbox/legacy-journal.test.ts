import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { importLegacyJournals } from './legacy-journal.mjs'
import { SqliteOutbox } from './sqlite.mjs'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  vi.restoreAllMocks()
})

const entry = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: 'Jane',
  email: 'jane@example.com',
  message: `Message ${n}`,
  lang: 'en',
  createdAt: 1_000 + n,
  attempts: 0,
  deliveredAt: null,
})

describe('importLegacyJournals', () => {
  it("copies an earlier release's undelivered messages once, then deletes the journal", async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const dir = mkdtempSync(join(tmpdir(), 'outbox-legacy-'))
    dirs.push(dir)
    const lines = [
      { t: 'add', e: entry(1) },
      { t: 'add', e: entry(2) },
      { t: 'add', e: entry(3) },
      { t: 'claim', id: entry(1).id, by: 'x', until: 5 },
      { t: 'done', id: entry(1).id, at: 6 },
      { t: 'fail', id: entry(2).id, error: 'down', next: 7 },
      { t: 'del', id: entry(3).id },
    ].map((line) => JSON.stringify(line))
    writeFileSync(join(dir, 'outbox.jsonl'), lines.join('\n') + '\n{"t":"add","e":{"id":"torn')
    const outbox = new SqliteOutbox({ dir })
    expect(await importLegacyJournals(outbox, [dir, dir])).toBe(1)
    expect((await outbox.list()).map((e) => [e.id, e.message, e.createdAt])).toEqual([[entry(2).id, 'Message 2', 1_002]])
    expect(existsSync(join(dir, 'outbox.jsonl'))).toBe(false)
    expect(await importLegacyJournals(outbox, [dir])).toBe(0)
    await outbox.close()
  })
})
