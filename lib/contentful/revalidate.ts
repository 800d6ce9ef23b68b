import { timingSafeEqual } from 'node:crypto'
import { revalidatePath } from 'next/cache'
import { env } from '@/lib/env'

function json(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * POST /api/revalidate, the Contentful webhook (CONTRACT §8). The body is never read: any
 * publish or unpublish refreshes every blog route, so a huge or malformed body changes nothing.
 */
export function handleRevalidate(request: Request): Response {
  const expected = env.contentful.revalidateSecret
  if (!expected) return json(404, { revalidated: false, message: 'Revalidation is not configured.' })
  const given = request.headers.get('x-revalidate-secret') ?? ''
  if (!sameSecret(given, expected)) return json(401, { revalidated: false, message: 'Invalid secret.' })
  // Every page under /{lang}/blog (list, pages, posts, tags, categories, feed) and the sitemap.
  revalidatePath('/[lang]/blog', 'layout')
  revalidatePath('/sitemap.xml')
  return json(200, { revalidated: true, now: Date.now() })
}
