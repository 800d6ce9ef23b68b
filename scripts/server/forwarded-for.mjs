// The connection's own address, appended to X-Forwarded-For before Next.js sees the request, as
// every proxy hop does. Next only sets the header when it is missing (base-server.js), so a
// client that writes its own would otherwise leave the site no trace of who connected: the
// contact form's rate limit (lib/contact/rate-limit.ts `visitorKey`) reads the last entry as the
// connection and believes the others only as far as TRUSTED_PROXIES says.

/**
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 */
export function withConnectionAddress(handle) {
  return (req, res) => {
    const peer = req.socket.remoteAddress ?? 'unknown'
    const given = req.headers['x-forwarded-for']
    const chain = Array.isArray(given) ? given.join(', ') : given
    req.headers['x-forwarded-for'] = chain ? `${chain}, ${peer}` : peer
    return handle(req, res)
  }
}
