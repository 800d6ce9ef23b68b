import 'server-only'
import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { safeEqual } from '@/lib/crypto'
import { env } from '@/lib/env'
import { isLang } from '@/lib/i18n/locales'
import { pagePath } from '@/lib/i18n/paths'
import { DRAFT_COOKIE } from '@/lib/security-headers.mjs'
import { DRAFT_PASS_COOKIE, draftPassValue, previewSecret } from './draft-secret'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The draft cookie as Contentful's Live Preview needs it: the pane frames the site from
 * app.contentful.com, a third-party context. SameSite=None; Secure lets it be sent there (Next
 * sets that in production only), and Partitioned (CHIPS) lets browsers that block third-party
 * cookies keep it, in a jar of its own for the pane: without it Chromium drops the cookie the
 * pane's /api/draft sets. Opened in its own tab the site gets a partition of its own, so the
 * link works there too.
 */
const FRAMEABLE = { httpOnly: true, secure: true, sameSite: 'none', partitioned: true, path: '/' } as const

/**
 * GET /api/draft?secret=…&slug=…&lang=… (Contentful's preview URL). The secret is
 * CONTENTFUL_PREVIEW_SECRET, never the Preview API token: a URL travels through logs, proxies
 * and browser history, and a leaked one must not hand out the token that reads every draft. It
 * is compared in constant time. The redirect target is built from a checked slug, never taken
 * from the query (no open redirect).
 */
export async function handleDraftEnable(request: Request): Promise<Response> {
  const secret = previewSecret()
  if (!env.contentful.previewAccessToken || !env.contentful.spaceId || !secret) {
    return new Response('Draft mode is not configured.', { status: 404 })
  }
  const params = new URL(request.url).searchParams
  if (!safeEqual(params.get('secret'), secret)) return new Response('Invalid secret.', { status: 401 })
  const slug = params.get('slug') ?? ''
  const langParam = params.get('lang')
  const lang = isLang(langParam) ? langParam : 'en'
  ;(await draftMode()).enable()
  // Same name and value as Next's, so one Set-Cookie goes out, with the attributes above.
  const jar = await cookies()
  const value = jar.get(DRAFT_COOKIE)?.value
  if (value) jar.set({ name: DRAFT_COOKIE, value, ...FRAMEABLE })
  // Lets the proxy pass this editor's requests for drafts nobody published yet.
  jar.set({ name: DRAFT_PASS_COOKIE, value: draftPassValue(secret), ...FRAMEABLE })
  redirect(SLUG.test(slug) ? pagePath(lang, 'blog', slug) : pagePath(lang, 'blog'))
}

/**
 * Leaves draft mode in whichever jar holds the cookie: Next's own Set-Cookie deletes the plain
 * one (a tab opened before the cookie was partitioned), ours the partitioned one (a Partitioned
 * cookie is only deleted by a Set-Cookie that says Partitioned too).
 */
export async function handleDraftDisable(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  const langParam = new URL(request.url).searchParams.get('lang')
  const location = pagePath(isLang(langParam) ? langParam : 'en', 'blog')
  const headers = new Headers({ location })
  for (const name of [DRAFT_COOKIE, DRAFT_PASS_COOKIE]) {
    headers.append('set-cookie', `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=None; Partitioned`)
  }
  return new Response(null, { status: 307, headers })
}
