import { createHash, timingSafeEqual } from 'node:crypto'

/**
 * Constant-time comparison of a candidate with a secret (the webhook's, the preview's, a cookie's
 * HMAC): both are hashed first, so neither the content nor the length of the secret shows in the
 * time taken. A missing candidate is never equal.
 */
export function safeEqual(candidate: string | null | undefined, secret: string): boolean {
  if (candidate === null || candidate === undefined) return false
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(candidate), digest(secret))
}
