import { createClient } from 'contentful'
import { env } from '@/lib/env'
import { sdkError } from './breaker'
import { createPacer, paced, type Pacer } from './pace'
import type { EntriesQuery, RawCollection } from './raw'

/**
 * One SDK request may take this long, and the SDK retries nothing: its defaults (30 s, 5 retries
 * with growing waits, 5xx included) would keep a request running for minutes after the query's
 * deadline (breaker.ts) gave up on it. A failed refresh costs nothing: the cache keeps serving
 * what it had and the next visitor's refresh tries again, and the breaker decides when
 * Contentful is down. Only a 429 is sent again, once its reset has passed (pace.ts).
 */
const REQUEST_TIMEOUT_MS = 5_000
const DELIVERY_HOST = 'cdn.contentful.com'
const PREVIEW_HOST = 'preview.contentful.com'

/** One query; `signal` aborts at the query's deadline (a wait for the rate limit ends then). */
export type EntriesSource = (query: EntriesQuery, signal?: AbortSignal) => Promise<RawCollection>

/** Both Delivery settings present: the blog reads Contentful; otherwise the bundled content. */
export function isContentfulConfigured(): boolean {
  return Boolean(env.contentful.spaceId && env.contentful.accessToken)
}

export function isPreviewConfigured(): boolean {
  return isContentfulConfigured() && Boolean(env.contentful.previewAccessToken)
}

const sources = new Map<'delivery' | 'preview', EntriesSource>()

/** One pacer per source and process, whichever bundle of the process asks (Next loads several). */
function pacerOf(kind: 'delivery' | 'preview'): Pacer {
  const store = globalThis as { [key: symbol]: Map<string, Pacer> | undefined }
  const key = Symbol.for('site.contentful.pacers')
  const pacers = (store[key] ??= new Map())
  let pacer = pacers.get(kind)
  if (!pacer) {
    pacer = createPacer(env.contentfulRequestsPerSecond)
    pacers.set(kind, pacer)
  }
  return pacer
}

/**
 * The SDK client behind our one query shape. `withoutUnresolvableLinks`: links to unpublished
 * or deleted entries disappear instead of reaching the reshaper as bare links.
 */
export function contentfulSource(kind: 'delivery' | 'preview'): EntriesSource {
  const cached = sources.get(kind)
  if (cached) return cached
  const { spaceId, accessToken, previewAccessToken, environment, host, insecure } = env.contentful
  const isPreview = kind === 'preview'
  const pacer = pacerOf(kind)
  // The SDK forwards `onError` to its HTTP client (an axios error interceptor) without declaring
  // it, hence the object built apart from the call.
  const params = {
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
    // Sees the HTTP answer before the SDK turns it into an error: a 429's reset holds the pacer.
    onError: (error: { response?: { status?: number; headers?: Record<string, unknown> } }) => {
      if (error.response?.status === 429) pacer.rateLimited(Number(error.response.headers?.['x-contentful-ratelimit-reset']))
      return Promise.reject(error)
    },
  }
  const base = createClient(params)
  const client = base.withoutUnresolvableLinks
  // The SDK refuses locale=* and asks for its all-locales client instead (same request).
  const allLocales = base.withAllLocales.withoutUnresolvableLinks
  const source: EntriesSource = async (query, signal) => {
    const { locale, ...rest } = query
    const send = (): Promise<unknown> =>
      locale === '*'
        ? allLocales.getEntries(rest as Parameters<typeof allLocales.getEntries>[0])
        : client.getEntries(query as Parameters<typeof client.getEntries>[0])
    // Resolved links may form cycles (related posts), so the result is read as is, not copied.
    const result = await paced(pacer, send, (error) => sdkError(error)?.status === 429, signal)
    return result as unknown as RawCollection
  }
  sources.set(kind, source)
  return source
}
