// The outbox's Redis connection, and the only place it is made: when the shared connection
// module (lib/redis/connection.mjs, one set-up for the cache, the rate limit and this) lands,
// this file becomes a re-export of it.
import { createClient } from 'redis'
import { withDeadline } from './entries.mjs'

/**
 * A node-redis client for `url`, connected (or failing) within `connectMs`. Commands fail at
 * once while the connection is down (no offline queue: the caller's deadline and retry decide),
 * and it reconnects by itself; the first error of each outage is logged once.
 * @param {string} url
 * @param {{ connectMs?: number }} [options]
 */
export async function createOutboxRedisClient(url, { connectMs = 2_000 } = {}) {
  let isDown = false
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: connectMs, reconnectStrategy: (retries) => Math.min(200 * (retries + 1), 2_000) },
  })
  client.on('error', (error) => {
    if (isDown) return
    isDown = true
    console.error(`[contact-outbox] Redis unreachable (${error.message}); messages wait until it is back`)
  })
  client.on('ready', () => {
    if (isDown) console.error('[contact-outbox] Redis is back')
    isDown = false
  })
  const connecting = client.connect()
  try {
    await withDeadline(connecting, connectMs, 'Redis connection')
  } catch (error) {
    // Keep reconnecting in the background: the outbox works as soon as Redis answers.
    connecting.catch(() => {})
    if (!isDown) {
      isDown = true
      console.error(`[contact-outbox] Redis unreachable (${error.message}); messages wait until it is back`)
    }
  }
  return client
}
