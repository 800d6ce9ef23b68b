import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { env } from '@/lib/env'
import { isLang } from '@/lib/i18n/locales'
import { pagePath } from '@/lib/i18n/paths'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * GET /api/draft?secret=…&slug=…&lang=… (Contentful's preview URL). The secret is the Preview
 * API token itself: whoever holds it can already read drafts, so no second secret is needed.
 * The redirect target is built from a checked slug, never taken from the query (no open redirect).
 */
export async function handleDraftEnable(request: Request): Promise<Response> {
  const token = env.contentful.previewAccessToken
  if (!token || !env.contentful.spaceId) return new Response('Draft mode is not configured.', { status: 404 })
  const params = new URL(request.url).searchParams
  if (params.get('secret') !== token) return new Response('Invalid secret.', { status: 401 })
  const slug = params.get('slug') ?? ''
  const langParam = params.get('lang')
  const lang = isLang(langParam) ? langParam : 'en'
  ;(await draftMode()).enable()
  redirect(SLUG.test(slug) ? pagePath(lang, 'blog', slug) : pagePath(lang, 'blog'))
}

export async function handleDraftDisable(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  const langParam = new URL(request.url).searchParams.get('lang')
  redirect(pagePath(isLang(langParam) ? langParam : 'en', 'blog'))
}
