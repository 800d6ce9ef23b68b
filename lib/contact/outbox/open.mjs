// Which outbox a process uses: the shared one in Redis when REDIS_URL is set, else the journal
// on local disk. The server (lib/contact/outbox.ts) and `npm run contact:outbox` both open it here.
import { isAbsolute, join, resolve } from 'node:path'
import { JournalOutbox } from './journal.mjs'
import { RedisOutbox } from './redis.mjs'

/**
 * CONTACT_OUTBOX_DIR, else `.data/contact-outbox` in the directory the server starts from: next
 * to the build, not in it (`next build` empties .next), and kept across restarts and deploys
 * that keep the checkout.
 * @param {string | undefined} configured
 */
export function outboxDir(configured, cwd = process.cwd()) {
  if (!configured) return join(cwd, '.data', 'contact-outbox')
  return isAbsolute(configured) ? configured : resolve(cwd, configured)
}

/**
 * @param {{ redis?: import('../../redis/connection.mjs').RedisConnection, dir?: string }} options
 */
export async function openOutbox({ redis, dir }) {
  if (redis) return new RedisOutbox({ redis })
  return new JournalOutbox({ dir: outboxDir(dir) })
}
