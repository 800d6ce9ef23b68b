import { verifyRequest } from '@contentful/node-apps-toolkit/requests'

/**
 * A signed Contentful webhook request is accepted this long after it was signed. Contentful
 * sends at once; the window only absorbs clock skew, and a replayed request is refused after it.
 */
export const SIGNATURE_WINDOW_SECONDS = 60

/**
 * How long an accepted signature is remembered (replay-memory.ts): a request is accepted from
 * its timestamp (at most a window ahead of this clock, for skew) until a window after it, so two
 * windows cover every moment it could be replayed.
 */
export const SIGNATURE_MEMORY_SECONDS = 2 * SIGNATURE_WINDOW_SECONDS

/**
 * True when the request carries a valid Contentful request signature over its method, path,
 * signed headers and body (x-contentful-signature, -signed-headers, -timestamp), checked by
 * Contentful's own library; false for a missing, wrong or stale one. Never throws.
 */
export function isSignedByContentful(request: Request, body: string, secret: string): boolean {
  if (!request.headers.get('x-contentful-signature')) return false
  // Contentful's library refuses an old timestamp but not one in the future, which would stay
  // valid (and replayable) until then.
  const timestamp = Number(request.headers.get('x-contentful-timestamp'))
  if (!Number.isFinite(timestamp) || timestamp > Date.now() + SIGNATURE_WINDOW_SECONDS * 1000) return false
  const url = new URL(request.url)
  try {
    return verifyRequest(
      secret,
      {
        method: request.method as 'POST',
        path: `${url.pathname}${url.search}`,
        headers: Object.fromEntries(request.headers),
        body,
      },
      SIGNATURE_WINDOW_SECONDS,
    )
  } catch {
    // Stale timestamp (ExpiredRequestException), malformed headers, or a secret that is not
    // Contentful's 64 characters.
    return false
  }
}
