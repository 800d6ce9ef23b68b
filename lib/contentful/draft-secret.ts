import { createHmac } from 'node:crypto'
import { safeEqual } from '@/lib/crypto'
import { env } from '@/lib/env'

/** CONTENTFUL_PREVIEW_SECRET is random; shorter than this it could be guessed. */
export const MIN_PREVIEW_SECRET_LENGTH = 32

/**
 * The cookie that tells the proxy a request is an editor's draft request. Next's own draft cookie
 * (`__prerender_bypass`) cannot be checked there (its value is Next's), and a forged one would
 * let anyone past the blog lists' rule: this one is an HMAC of the preview secret, so only a
 * browser that went through /api/draft has it.
 */
export const DRAFT_PASS_COOKIE = 'blog-draft-pass'

/** The preview secret, or undefined when draft mode is not configured (or its secret is too short). */
export function previewSecret(): string | undefined {
  const secret = env.contentful.previewSecret
  return secret && secret.length >= MIN_PREVIEW_SECRET_LENGTH ? secret : undefined
}

export function draftPassValue(secret: string): string {
  return createHmac('sha256', secret).update('draft-mode').digest('base64url')
}

/** Whether a request's draft-pass cookie was issued by /api/draft with the current secret. */
export function hasDraftPass(cookieValue: string | undefined): boolean {
  const secret = previewSecret()
  if (!secret || !cookieValue) return false
  return safeEqual(cookieValue, draftPassValue(secret))
}
