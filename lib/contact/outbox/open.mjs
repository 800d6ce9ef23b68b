// Which outbox a process uses. Without REDIS_URL: the server's own durable store (sqlite.mjs) in
// CONTACT_OUTBOX_DIR. With it: the shared store in Redis, with that local store for what Redis
// cannot take (fallback.mjs). The server (lib/contact/outbox.ts) and `npm run contact:outbox`
// both open it here.
import { homedir } from 'node:os'
import { isAbsolute, join, resolve } from 'node:path'
import { FallbackOutbox } from './fallback.mjs'
import { importLegacyJournals } from './legacy-journal.mjs'
import { RedisOutbox } from './redis.mjs'
import { SqliteOutbox } from './sqlite.mjs'

/**
 * CONTACT_OUTBOX_DIR, else `$XDG_STATE_HOME/agency-site/contact-outbox` (`~/.local/state/…`):
 * an absolute place outside the release directory, so a release started from a new directory
 * finds the messages the previous one kept. A relative CONTACT_OUTBOX_DIR would move with each
 * release: it is refused.
 * @param {string | undefined} configured
 * @param {NodeJS.ProcessEnv} [environment]
 */
export function outboxDir(configured, environment = process.env) {
  if (configured) {
    if (!isAbsolute(configured)) {
      throw new Error(`CONTACT_OUTBOX_DIR must be an absolute path (it is "${configured}"): a relative one changes with each release directory`)
    }
    return configured
  }
  const state = environment.XDG_STATE_HOME?.trim() || join(homedir(), '.local', 'state')
  return resolve(state, 'agency-site', 'contact-outbox')
}

/**
 * The environment's name in the outbox's Redis keys: SITE_ENVIRONMENT, else the host of
 * NEXT_PUBLIC_SITE_URL, so that staging and production on one Redis never share leads.
 * @param {NodeJS.ProcessEnv} [environment]
 */
export function outboxEnvironment(environment = process.env) {
  const named = environment.SITE_ENVIRONMENT?.trim()
  if (named) return named.replace(/[^A-Za-z0-9._-]/g, '_')
  try {
    return new URL(environment.NEXT_PUBLIC_SITE_URL?.trim() || 'http://localhost:3000').host.replace(/[^A-Za-z0-9._-]/g, '_')
  } catch {
    return 'default'
  }
}

/** The Redis key prefix of one environment's outbox. */
export const outboxPrefix = (environment = process.env) => `contact-outbox:${outboxEnvironment(environment)}:`

/**
 * @param {{ redis?: import('../../redis/connection.mjs').RedisConnection, dir?: string }} options
 */
export async function openOutbox({ redis, dir }) {
  const place = outboxDir(dir)
  const local = new SqliteOutbox({ dir: place })
  // Earlier releases' journal (legacy-journal.mjs): in CONTACT_OUTBOX_DIR when it is set, else
  // in the old default place under the directory the server starts from.
  const legacy = dir ? [place] : [place, join(process.cwd(), '.data', 'contact-outbox')]
  await importLegacyJournals(local, legacy).catch((error) => {
    console.error(`[contact-outbox] the old journal could not be copied yet (${error instanceof Error ? error.message : error}); it is left in place`)
  })
  if (!redis) return local
  return new FallbackOutbox({ redis, shared: new RedisOutbox({ redis, prefix: outboxPrefix() }), local })
}
