#!/usr/bin/env node
// `npm start`: the production server. Next.js's own request handler, as `next start` runs it,
// behind an admission queue that keeps the server fair under a burst of connections (see
// admission-queue.mjs), compressing what it sends once per page rather than once per request
// (compression.mjs) and the build's scripts and stylesheets once per build
// (precompressed-assets.mjs), with a health check at /healthz and a graceful stop on SIGTERM for the
// load balancer (lifecycle.mjs), and timeouts and a connection cap that keep slow clients cheap
// when it is reached directly (below). Same options as `next start`: `-p/--port` (else PORT, else
// 3000) and `-H/--hostname` (else every address). SHUTDOWN_GRACE_MS (default 5000): how long a
// server keeps serving after SIGTERM while its health check fails. SERVER_MAX_CONNECTIONS
// (default 1024): open connections past which new ones are refused.
import { createServer } from 'node:http'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { admissionQueue } from './admission-queue.mjs'
import { withCompression } from './compression.mjs'
import { withConnectionAddress } from './forwarded-for.mjs'
import { lifecycle, SHUTDOWN_GRACE_MS } from './lifecycle.mjs'
import { listPrecompressed, withPrecompressedAssets } from './precompressed-assets.mjs'

process.env.NODE_ENV = 'production'
const root = fileURLToPath(new URL('../..', import.meta.url))

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
})
const port = Number(values.port ?? process.env.PORT ?? 3000)
const hostname = values.hostname
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${values.port ?? process.env.PORT}`)
  process.exit(1)
}
const maxConnections = Number(process.env.SERVER_MAX_CONNECTIONS ?? 1024)
if (!Number.isInteger(maxConnections) || maxConnections < 1) {
  console.error(`Invalid SERVER_MAX_CONNECTIONS: ${process.env.SERVER_MAX_CONNECTIONS}`)
  process.exit(1)
}
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? SHUTDOWN_GRACE_MS)
if (!Number.isFinite(graceMs) || graceMs < 0) {
  console.error(`Invalid SHUTDOWN_GRACE_MS: ${process.env.SHUTDOWN_GRACE_MS}`)
  process.exit(1)
}

// Imported after NODE_ENV is set, as `next start` does.
const { default: next } = await import('next')
// Next is told `localhost`, what `next start` assumes when no -H is given, whatever address the
// socket binds: told an IP literal, Next 16 takes the proxy's own rewrites (the 404 page) for
// external ones and answers 500 (vercel/next.js#94745).
const app = next({ dev: false, dir: root, hostname: 'localhost', port })
const assets = await listPrecompressed(join(root, process.env.NEXT_DIST_DIR || '.next'))
const site = lifecycle(admissionQueue(withConnectionAddress(withPrecompressedAssets(withCompression(app.getRequestHandler()), assets))))
// Slow clients (docs/deploy.md, "Slow clients"): a request's headers must arrive within 10 s and
// the whole request, body included, within 15 s, checked every second (Node's default checks
// every 30 s); past that the connection is closed. Behind HAProxy, which buffers requests, these
// never trigger. A connection costs a socket and little memory; past SERVER_MAX_CONNECTIONS new
// ones are refused, so one client's hundreds cannot exhaust file descriptors.
const server = createServer({ headersTimeout: 10_000, requestTimeout: 15_000, connectionsCheckingInterval: 1_000 }, site.handle)
server.maxConnections = maxConnections
// Node closes an idle keep-alive connection after 5 s, the very time after which its own client
// (and Playwright's, and many proxies') stops reusing one: a request sent at that moment meets a
// closing socket and fails with ECONNRESET. Keeping idle connections longer than the clients and
// the load balancers in front (often 60 s) lets the client side always close first.
server.keepAliveTimeout = 65_000

await app.prepare()
await new Promise((resolve, reject) => {
  server.once('error', reject)
  server.listen(port, hostname, resolve)
})
console.log(`▲ Ready on http://${hostname ?? 'localhost'}:${port}`)

/**
 * What the site registered to finish before the process exits (lib/contact/outbox.ts: the
 * contact worker finishes and records the mail it is sending, and claims nothing more).
 * @type {Set<() => Promise<void>>}
 */
const beforeExit = (globalThis[Symbol.for('agency.before-exit')] ??= new Set())
/** A stuck request gets this long; a mail being sent (SEND_DEADLINE_MS, 30 s) fits in it. */
const EXIT_CAP_MS = 35_000

// SIGTERM (a release, a restart): fail the health check at once, keep serving what the balancer
// still sends for the grace period, then stop accepting, let requests in flight and the mail
// being sent finish, and exit. SIGINT (Ctrl-C) skips the grace period.
function stop(signal) {
  if (site.isDraining()) return
  const grace = signal === 'SIGTERM' ? graceMs : 0
  site.drain()
  if (grace > 0) console.log(`${signal}: health check failing, serving ${grace / 1000} s more, then stopping`)
  setTimeout(() => {
    setTimeout(() => process.exit(1), EXIT_CAP_MS).unref()
    const served = new Promise((resolve) => server.close(resolve))
    server.closeIdleConnections()
    const finished = Promise.allSettled([...beforeExit].map((finish) => finish()))
    Promise.all([served, finished])
      .then(() => app.close())
      .finally(() => process.exit(0))
  }, grace)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stop(signal))
