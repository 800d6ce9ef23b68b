import { createClient } from 'contentful'
import { env } from '@/lib/env'
import type { EntriesQuery, RawCollection } from './raw'

/**
 * One SDK request may take this long, and is not retried: the SDK's defaults (30 s, 5 retries
 * with growing waits, and a 429's reset time) would keep a request running for minutes after the
 * query's deadline (breaker.ts) gave up on it. A failed refresh costs nothing: the cache keeps
 * serving what it had and the next visitor's refresh tries again, and the breaker decides when
 * Contentful is down.
 */
const REQUEST_TIMEOUT_MS = 5_000
const DELIVERY_HOST = 'cdn.contentful.com'
const PREVIEW_HOST = 'preview.contentful.com'

export type EntriesSource = (query: EntriesQuery) => Promise<RawCollection>

/** Both Delivery settings present: the blog reads Contentful; otherwise the bundled content. */
export function isContentfulConfigured(): boolean {
  return Boolean(env.contentful.spaceId && env.contentful.accessToken)
}

export function isPreviewConfigured(): boolean {
  return isContentfulConfigured() && Boolean(env.contentful.previewAccessToken)
}

const sources = new Map<'delivery' | 'preview', EntriesSource>()

/**
 * The SDK client behind our one query shape. `withoutUnresolvableLinks`: links to unpublished
 * or deleted entries disappear instead of reaching the reshaper as bare links.
 */
export function contentfulSource(kind: 'delivery' | 'preview'): EntriesSource {
  const cached = sources.get(kind)
  if (cached) return cached
  const { spaceId, accessToken, previewAccessToken, environment, host, insecure } = env.contentful
  const isPreview = kind === 'preview'
  const client = createClient({
    space: spaceId ?? '',
    accessToken: (isPreview ? previewAccessToken : accessToken) ?? '',
    environment,
    // A custom host (a local stand-in) serves both APIs; the real one has a preview twin.
    host: isPreview && host === DELIVERY_HOST ? PREVIEW_HOST : host,
    insecure,
    timeout: REQUEST_TIMEOUT_MS,
    retryOnError: false,
    retryLimit: 0,
    // The SDK logs every retry with console.error; our adapter logs each fault once instead.
    logHandler: () => {},
  }).withoutUnresolvableLinks
  const source: EntriesSource = async (query) => {
    // Resolved links may form cycles (related posts), so the result is read as is, not copied.
    const result = await client.getEntries(query as Parameters<typeof client.getEntries>[0])
    return result as unknown as RawCollection
  }
  sources.set(kind, source)
  return source
}
