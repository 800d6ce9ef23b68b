#!/usr/bin/env node
// `npm start`: the production server. Next.js's own request handler, as `next start` runs it,
// behind an admission queue that keeps the server fair under a burst of connections (see
// admission-queue.mjs). Same options as `next start`: `-p/--port` (else PORT, else 3000) and
// `-H/--hostname` (else every address).
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { admissionQueue } from './admission-queue.mjs'
import { withConnectionAddress } from './forwarded-for.mjs'

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

// Imported after NODE_ENV is set, as `next start` does.
const { default: next } = await import('next')
// Next is told `localhost`, what `next start` assumes when no -H is given, whatever address the
// socket binds: told an IP literal, Next 16 takes the proxy's own rewrites (the 404 page) for
// external ones and answers 500 (vercel/next.js#94745).
const app = next({ dev: false, dir: root, hostname: 'localhost', port })
const server = createServer(admissionQueue(withConnectionAddress(app.getRequestHandler())))
// Node closes an idle keep-alive connection after 5 s, the very time after which its own client
// (and Playwright's, and many proxies') stops reusing one: a request sent at that moment meets a
// closing socket and fails with ECONNRESET. Keeping idle connections longer than the clients and
// the load balancers in front (often 60 s) lets the client side always close first.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000

await app.prepare()
await new Promise((resolve, reject) => {
  server.once('error', reject)
  server.listen(port, hostname, resolve)
})
console.log(`▲ Ready on http://${hostname ?? 'localhost'}:${port}`)

// Stop accepting, let requests in flight finish, then exit; a stuck request gets 10 s.
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    if (stopping) return
    stopping = true
    setTimeout(() => process.exit(1), 10_000).unref()
    server.close(() => app.close().finally(() => process.exit(0)))
    server.closeIdleConnections()
  })
}
