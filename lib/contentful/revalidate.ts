import { revalidateTag } from 'next/cache'
import { safeEqual } from '@/lib/crypto'
import { env } from '@/lib/env'
import { BLOG_TAGS } from './cache'
import { webhookReplayMemory } from './replay-redis'
import { isSignedByContentful, SIGNATURE_MEMORY_SECONDS } from './signature'
import { updateBlogLists } from './lists'
import { movesLists, postChangeOf, readChange, tagsFor, type Change, type Refresh } from './webhook'

/** Contentful's webhook bodies are a few kilobytes; anything far larger is not one. */
const MAX_BODY_BYTES = 1024 * 1024

function json(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
}

/** The body as text, or undefined past MAX_BODY_BYTES (reading stops there). */
async function readBody(request: Request): Promise<string | undefined> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

const EVERYTHING: Refresh = { tags: [BLOG_TAGS.all], expired: [] }

/** What to refresh: the tags of what shows the changed entry, or every blog page. */
async function tagsToRefresh(change: Change | undefined): Promise<Refresh> {
  if (!change) {
    console.warn('[blog] webhook: no Contentful entry in the request body; refreshing every blog page')
    return EVERYTHING
  }
  try {
    return await tagsFor(change)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    console.warn(`[blog] webhook: cannot tell what shows ${change.contentType} ${change.id} (${reason}); refreshing every blog page`)
    return EVERYTHING
  }
}

/**
 * POST /api/revalidate, the Contentful webhook (docs/blog.md, "Instant updates"). Accepted with the shared secret
 * header, or with a valid Contentful request signature when CONTENTFUL_WEBHOOK_SIGNING_SECRET
 * is set; anything else is refused before any refresh.
 */
export async function handleRevalidate(request: Request): Promise<Response> {
  const { revalidateSecret, webhookSigningSecret } = env.contentful
  if (!revalidateSecret && !webhookSigningSecret) {
    return json(404, { revalidated: false, message: 'Revalidation is not configured.' })
  }
  const given = request.headers.get('x-revalidate-secret')
  const hasSecret = Boolean(revalidateSecret && safeEqual(given, revalidateSecret))
  // Unauthenticated bodies are never read: a huge one costs nothing.
  const isSignable = Boolean(webhookSigningSecret && request.headers.get('x-contentful-signature'))
  if (!hasSecret && !isSignable) return json(401, { revalidated: false, message: 'Invalid secret.' })
  const body = await readBody(request)
  if (body === undefined) return json(413, { revalidated: false, message: 'Body too large.' })
  if (!hasSecret) {
    if (!isSignedByContentful(request, body, webhookSigningSecret ?? '')) {
      return json(401, { revalidated: false, message: 'Invalid signature.' })
    }
    // A signed request is accepted once: a replay within its window is refused, refreshing nothing.
    const signature = request.headers.get('x-contentful-signature') ?? ''
    if (!(await webhookReplayMemory().remember(signature, SIGNATURE_MEMORY_SECONDS))) {
      return json(401, { revalidated: false, message: 'Request already received.' })
    }
  }
  const change = readChange(request.headers.get('x-contentful-topic'), body)
  // What shows the entry, read while the lists still name its old slug; then the lists, so once
  // the pages are refreshed the proxy already knows a new, renamed or removed slug.
  const { tags, expired } = await tagsToRefresh(change)
  if (movesLists(change)) await updateBlogLists(change && postChangeOf(change))
  // 'max': the next visitor gets the current page while Next re-renders it in the background,
  // and a re-render that fails (Contentful down) keeps it. Expired: re-rendered before answering.
  for (const tag of tags) revalidateTag(tag, expired.includes(tag) ? { expire: 0 } : 'max')
  return json(200, { revalidated: true, tags, now: Date.now() })
}
