// What a load balancer needs from a server that is about to stop (docs/deploy.md, "Releasing a new version (rolling)").
//
// On SIGTERM the server must not vanish while the balancer still sends it requests: HAProxy
// only learns that a server is gone from its health checks. So the server first fails its
// health check (`GET /healthz` answers 503), keeps answering everything else for a grace period
// (each response then closes its connection, so clients and the balancer open the next one to a
// server that stays), and only then stops listening, finishes what is in flight and exits.

/** The health check path; answered before the admission queue, so a busy server still answers it. */
export const HEALTH_PATH = '/healthz'

/** How long a stopping server keeps serving after it starts failing its health check. */
export const SHUTDOWN_GRACE_MS = 5_000

/**
 * Wraps a request handler with the health check and the draining state.
 *
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 */
export function lifecycle(handle) {
  let draining = false
  /** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} */
  const wrapped = (req, res) => {
    if (draining) res.setHeader('Connection', 'close')
    if (req.url === HEALTH_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      res.statusCode = draining ? 503 : 200
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.setHeader('Cache-Control', 'no-store')
      res.end(draining ? 'stopping\n' : 'ok\n')
      return
    }
    return handle(req, res)
  }
  return {
    handle: wrapped,
    /** From now on the health check fails and every response closes its connection. */
    drain() {
      draining = true
    },
    isDraining: () => draining,
  }
}
