// Why the production server does not hand every request to Next.js at once.
//
// Node accepts at most one new connection per event-loop turn (libuv stopped accepting in a loop
// in 2022, libuv/libuv#3696). A page served from Next's cache is a chain of promises with no
// I/O wait, so a turn runs every request read in that turn to the end: with 100 busy keep-alive
// connections on /en a turn lasts about half a second, and the hundredth visitor to connect
// waited over 10 s while the others got answers in under one (docs/reliability.md).
//
// Queueing requests in arrival order and starting a few per turn keeps each turn short, so new
// connections are accepted within milliseconds and every visitor waits about as long as the
// others. It caps starts, not requests in flight: a request waiting on Contentful holds no slot.

/** How many queued requests start per event-loop turn (measured: 1 to 4 are as fast). */
export const STARTS_PER_TURN = 4

/**
 * How many requests may wait to start. Past it a request is answered 503 with Retry-After at
 * once: a burst the server cannot start within a second or so (4 per turn, turns of a few tens
 * of ms) would otherwise grow the queue, and the memory it holds, without bound. Behind the
 * load balancer (at most 64 requests per server, deploy/haproxy.cfg) it is never reached.
 */
export const MAX_WAITING = 256

/**
 * Wraps a Node request handler so that requests start in arrival order, at most `perTurn` per
 * event-loop turn. A request whose visitor left while it waited is dropped. A handler that throws
 * or rejects answers 500 when nothing has been sent yet (what `next start` does), and is logged.
 *
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * Over `maxWaiting` waiting requests, the next answers 503 with `Retry-After: 1`.
 *
 * @param {{ perTurn?: number, maxWaiting?: number, onError?: (error: unknown, req: import('node:http').IncomingMessage) => void }} [options]
 */
export function admissionQueue(handle, { perTurn = STARTS_PER_TURN, maxWaiting = MAX_WAITING, onError = logError } = {}) {
  /** @type {[import('node:http').IncomingMessage, import('node:http').ServerResponse][]} */
  const waiting = []
  let scheduled = false

  const start = (req, res) => {
    const fail = (error) => {
      onError(error, req)
      if (!res.headersSent) {
        res.statusCode = 500
        res.end('Internal Server Error')
      } else res.destroy()
    }
    try {
      Promise.resolve(handle(req, res)).catch(fail)
    } catch (error) {
      fail(error)
    }
  }

  const pump = () => {
    scheduled = false
    let started = 0
    while (started < perTurn && waiting.length > 0) {
      const [req, res] = waiting.shift()
      if (req.socket.destroyed) continue
      started++
      start(req, res)
    }
    if (waiting.length > 0) schedule()
  }

  // setImmediate runs in the check phase, after the poll phase that accepts and reads sockets.
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    setImmediate(pump)
  }

  const enqueue = (req, res) => {
    if (waiting.length >= maxWaiting) {
      res.statusCode = 503
      res.setHeader('Retry-After', '1')
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.setHeader('Cache-Control', 'no-store')
      res.end('Server busy, retry in a moment.')
      return
    }
    waiting.push([req, res])
    schedule()
  }
  enqueue.waiting = () => waiting.length
  return enqueue
}

function logError(error, req) {
  // The path only: a query string can carry a secret (the draft-mode URL's) that no log may keep.
  console.error(`Failed to handle request for ${(req.url ?? '').split('?')[0]}`, error)
}
