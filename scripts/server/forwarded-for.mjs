// The connection's own address, appended to X-Forwarded-For before Next.js sees the request, as
// every proxy hop does. Next only sets the header when it is missing (base-server.js), so a
// client that writes its own would otherwise leave the site no trace of who connected: the
// contact form's rate limit (lib/contact/rate-limit.ts `visitorKey`) reads the last entry as the
// connection and believes the others only as far as TRUSTED_PROXIES says.

/** Loopback and private addresses: where a load balancer in front of the site connects from. */
const NEARBY = /^(::ffff:)?(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)|^::1$|^f[cd][0-9a-f]{2}:/i

/**
 * The first request that comes through a proxy (an X-Forwarded-For from a loopback or private
 * address) while TRUSTED_PROXIES is unset: every visitor then has the proxy's address, and the
 * contact form's rate limit is one for the whole site (docs/deploy.md). Said once, as an error.
 * @param {string} peer
 * @param {string | undefined} chain
 * @param {string | undefined} trusted
 */
export function isUntrustedProxy(peer, chain, trusted) {
  return !trusted?.trim() && Boolean(chain) && NEARBY.test(peer)
}

/**
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {{ trustedProxies?: () => string | undefined, log?: (line: string) => void }} [options]
 *   trustedProxies: read at each request until the warning is said (Next loads `.env` files
 *   after this wrapper is made).
 */
export function withConnectionAddress(handle, { trustedProxies = () => process.env.TRUSTED_PROXIES, log = (line) => console.error(line) } = {}) {
  let warned = false
  return (req, res) => {
    const peer = req.socket.remoteAddress ?? 'unknown'
    const given = req.headers['x-forwarded-for']
    const chain = Array.isArray(given) ? given.join(', ') : given
    if (!warned && isUntrustedProxy(peer, chain, trustedProxies())) {
      warned = true
      log(
        `[contact] requests come through a proxy at ${peer} (X-Forwarded-For) but TRUSTED_PROXIES is unset: every visitor counts as ${peer}, and the contact form's limit is one for the whole site. Set TRUSTED_PROXIES (docs/deploy.md).`,
      )
    }
    req.headers['x-forwarded-for'] = chain ? `${chain}, ${peer}` : peer
    return handle(req, res)
  }
}
