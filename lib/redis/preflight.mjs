// What the contact outbox asks of a Redis before it trusts it with leads (docs/deploy.md, "The
// contact outbox"). INFO answers all of it, and unlike CONFIG GET it is allowed to any user.
//
//   refused (the outbox keeps messages on the server's own disk instead, and says so):
//     - Redis older than 6.2: no XAUTOCLAIM, so no message would ever be delivered;
//     - maxmemory-policy allkeys-*: Redis may evict a waiting message to make room for pages;
//   warned (logged as an error at every start, the outbox still uses it):
//     - no append-only file (appendonly no): a Redis crash or restart loses every message
//       acknowledged since the last snapshot.

/** @param {string} info the text of INFO: `field:value` lines */
export function parseInfo(info) {
  const fields = {}
  for (const line of info.split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0 && !line.startsWith('#')) fields[line.slice(0, colon)] = line.slice(colon + 1).trim()
  }
  return fields
}

const atLeast = (version, [major, minor]) => {
  const [a = 0, b = 0] = String(version).split('.').map(Number)
  return a > major || (a === major && b >= minor)
}

/**
 * The verdict on a Redis for the outbox, from its INFO fields.
 * @param {Record<string, string>} info
 * @returns {{ usable: boolean, problems: string[], warnings: string[] }}
 */
export function judgeRedis(info) {
  const problems = []
  const warnings = []
  const version = info.redis_version ?? 'unknown'
  if (!atLeast(version, [6, 2])) problems.push(`Redis ${version} is older than 6.2 (the outbox needs XAUTOCLAIM)`)
  const policy = info.maxmemory_policy ?? 'noeviction'
  if (policy.startsWith('allkeys-')) problems.push(`maxmemory-policy is ${policy}: Redis may evict waiting messages (use noeviction or volatile-*)`)
  if (info.aof_enabled !== '1') {
    warnings.push('Redis keeps no append-only file (appendonly no): a Redis crash or restart loses the messages acknowledged since its last snapshot; set appendonly yes')
  }
  return { usable: problems.length === 0, problems, warnings }
}

/**
 * Reads INFO through the connection (its deadline applies; an unavailable Redis rejects, and
 * the check is made again later) and logs the verdict once.
 * @param {import('./connection.mjs').RedisConnection} redis
 * @param {(line: string) => void} [log]
 */
export async function checkRedisForOutbox(redis, log = (line) => console.error(line)) {
  const info = await redis.run('outbox preflight', (client) => client.sendCommand(['INFO']), { deadlineMs: 2_000 })
  const verdict = judgeRedis(parseInfo(String(info)))
  for (const problem of verdict.problems) {
    log(`[contact-outbox] Redis refused for contact messages: ${problem}. Messages are kept on this server's disk (CONTACT_OUTBOX_DIR) and sent from there.`)
  }
  for (const warning of verdict.warnings) log(`[contact-outbox] warning: ${warning}`)
  return verdict
}
