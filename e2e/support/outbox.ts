import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { openOutbox } from '../../lib/contact/outbox/open.mjs'
import type { OutboxEntry } from '../../lib/contact/outbox/entries.mjs'

/**
 * What a contact outbox holds, read as the operator reads it: the signal a test waits on instead
 * of the clock. A message recorded delivered or rejected is never claimed again, so once the
 * outbox says so (and the worker that sent it has logged the end of its pass), no further copy can
 * come.
 */

/** Every entry of the outbox on disk in `dir` (a server without Redis), messages included. */
export async function outboxEntries(dir: string): Promise<OutboxEntry[]> {
  const outbox = await openOutbox({ dir })
  try {
    return await outbox.list()
  } finally {
    await outbox.close()
  }
}

/** The outbox id in a Message-ID (`<id@domain>`, lib/contact/deliver.ts). */
export const outboxIdOf = (messageId: string) => messageId.replace(/^<|@.*$/g, '')

/**
 * `npm run contact:outbox`'s counts line ("0 pending, 0 failing, 1 rejected, 1 delivered") for
 * the outbox of a server started with `env` (its CONTACT_OUTBOX_DIR, REDIS_URL and site URL).
 */
export async function outboxCounts(env: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)('node', ['scripts/contact-outbox.mjs'], { env: { ...process.env, REDIS_URL: '', ...env } })
  return stdout.match(/^\d+ pending, \d+ failing, \d+ rejected, \d+ delivered$/m)?.[0] ?? stdout
}

/** The outbox lines a server logged after its last delivery end with its pass being done. */
export function passDoneSinceLastDelivery(log: string): boolean {
  const lastDelivery = Math.max(log.lastIndexOf(' delivered (attempt '), log.lastIndexOf(' rejected by the mail server '))
  return log.indexOf('nothing more due now', lastDelivery) !== -1
}
