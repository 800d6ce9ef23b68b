// The outbox of earlier releases was a JSON-lines journal (`outbox.jsonl`), in CONTACT_OUTBOX_DIR
// or, by default, `.data/contact-outbox` under the directory `npm start` ran from. Messages it
// still holds undelivered were acknowledged to their visitors: the first start of this release
// copies them into the SQLite store, then deletes the journal (and its lock file): a copy kept
// aside would keep visitors' messages past the outbox's retention (docs/deploy.md).
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const FILE = 'outbox.jsonl'

/** The undelivered entries a journal's text describes (a torn or unreadable line is skipped). */
export function readJournal(text) {
  const entries = new Map()
  for (const line of text.split('\n')) {
    let record
    try {
      record = JSON.parse(line)
    } catch {
      continue
    }
    if (record?.t === 'add' && record.e?.id) entries.set(record.e.id, { ...record.e })
    const entry = entries.get(record?.id)
    if (!entry) continue
    if (record.t === 'done') entry.deliveredAt = record.at
    if (record.t === 'fail') entry.attempts = (entry.attempts ?? 0) + 1
    if (record.t === 'del') entries.delete(record.id)
  }
  return [...entries.values()].filter((entry) => !entry.deliveredAt)
}

/**
 * Copies the undelivered messages of any journal found in `dirs` into `outbox`, then deletes the
 * journal. Returns how many messages were copied.
 * @param {{ add: (message: object, now?: number) => Promise<string> }} outbox
 * @param {string[]} dirs
 */
export async function importLegacyJournals(outbox, dirs) {
  let total = 0
  for (const dir of new Set(dirs)) {
    const file = join(dir, FILE)
    if (!existsSync(file)) continue
    let copied = 0
    for (const entry of readJournal(readFileSync(file, 'utf8'))) {
      const { id, name, email, message, lang, createdAt } = entry
      // 'duplicate': copied by an earlier start that stopped before the rename.
      const result = await outbox.add({ id, name, email, message, lang }, createdAt ?? Date.now())
      if (result === 'stored') copied += 1
      else if (result !== 'duplicate') throw new Error(`could not copy ${id} from ${file} (${result})`)
    }
    rmSync(file)
    rmSync(join(dir, 'outbox.lock'), { force: true })
    console.info(`[contact-outbox] copied ${copied} undelivered message(s) from the old journal ${file}, then deleted it`)
    total += copied
  }
  return total
}
