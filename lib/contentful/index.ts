import { cache } from 'react'
import type { Lang } from '@/lib/i18n/locales'
import type { BlogResult, Category, Post, PostSummary, Tag } from '@/lib/blog/types'
import { getBundledEntries } from './bundled'
import { contentfulSource, isContentfulConfigured, isPreviewConfigured, type EntriesSource } from './client'
import { guarded, isCircuitOpen, isDeadlinePassed, QUERY_DEADLINE_MS, sdkError } from './breaker'
import { BLOG_TAGS, cached, POST_LIST_TYPES } from './cache'
import { CONTENTFUL_LOCALES } from './locales'
import type { EntriesQuery } from './raw'
import { reshapeCategory, reshapePost, reshapeSummary, reshapeTag } from './reshape'

export { isPreviewConfigured }

/**
 * Pages read the blog through these functions only. Each answer is cached, tagged and kept
 * fresh by the model in cache.ts. Failures, decided here and nowhere else:
 * - A failing query throws inside the cache: Next then keeps serving the answer it had (and the
 *   page keeps its content). With no answer yet (a page rendered for the first time during an
 *   outage, or a wrong setting), the result is { ok: false } and the page shows the blog's
 *   error state with a 200, never a 5xx, until a later refresh succeeds.
 * - Every query runs under its source's circuit breaker and deadline (breaker.ts): during an
 *   outage queries fail at once instead of each waiting out the deadline.
 * - Each fault is logged once per query until that query succeeds again (at most
 *   MAX_LOGGED_FAULTS queries remembered; an open breaker is logged once by the breaker).
 */
const ALL_POSTS_PAGE = 100
// Raised from 1,000 so the archive tests reach every post; issue 39's data side removes the cap (branch issue-39-data).
const MAX_POSTS = 100_000
const MAX_LOGGED_FAULTS = 200

const failing = new Set<string>()

/** Where queries go: the bundled content, or Contentful's Delivery (or Preview) API. */
export function source(preview = false): { name: string; get: EntriesSource } {
  if (!isContentfulConfigured()) return { name: 'bundled', get: getBundledEntries }
  if (preview && isPreviewConfigured()) return { name: 'preview', get: contentfulSource('preview') }
  return { name: 'delivery', get: contentfulSource('delivery') }
}

function describe(error: unknown): string {
  if (isCircuitOpen(error)) return 'Contentful failed moments ago; not asking again yet'
  if (isDeadlinePassed(error)) return `no answer within ${QUERY_DEADLINE_MS / 1000} s`
  if (!(error instanceof Error)) return 'Unknown error occurred'
  const details = sdkError(error)
  if (details) return [details.status, details.statusText, details.message].filter(Boolean).join(' ')
  return error.message.split('\n')[0] || error.name
}

function rememberFault(key: string): boolean {
  if (failing.has(key)) return false
  // Bounded: past the limit the oldest is forgotten (and would be logged again).
  if (failing.size >= MAX_LOGGED_FAULTS) failing.delete(failing.values().next().value as string)
  failing.add(key)
  return true
}

/** One query against the source: its breaker and deadline, and the log line of a new fault. */
async function ask<T>(name: string, key: string, run: (get: EntriesSource) => Promise<T>, get: EntriesSource): Promise<T> {
  const fullKey = `${name}:${key}`
  try {
    const value = await guarded(name, (signal) =>
      // Past the deadline a list asks for no further page.
      run((q) => (signal.aborted ? Promise.reject(new Error('query deadline passed')) : get(q))),
    )
    failing.delete(fullKey)
    return value
  } catch (error) {
    if (!isCircuitOpen(error) && rememberFault(fullKey)) {
      console.error(
        `[blog] Contentful ${name} query failed (${key}): ${describe(error)}; pages keep their cached content, a page without any shows the error state`,
      )
    }
    throw error
  }
}

async function load<T>(
  key: string,
  tags: readonly string[],
  preview: boolean,
  run: (get: EntriesSource) => Promise<T>,
): Promise<BlogResult<T>> {
  const { name, get } = source(preview)
  const query = () => ask(name, key, run, get)
  try {
    // Drafts are never cached: an editor sees each save at once.
    const value = name === 'preview' ? await query() : await cached(`${name}:${key}`, tags, query)
    return { ok: true, value }
  } catch (error) {
    return { ok: false, error: describe(error) }
  }
}

function query(lang: Lang, q: Omit<EntriesQuery, 'locale'>): EntriesQuery {
  return { locale: CONTENTFUL_LOCALES[lang], ...q }
}

async function allPages(get: EntriesSource, q: EntriesQuery) {
  const items = []
  for (let skip = 0; skip < MAX_POSTS; skip += ALL_POSTS_PAGE) {
    const page = await get({ ...q, skip, limit: ALL_POSTS_PAGE })
    items.push(...page.items)
    if (page.items.length === 0 || skip + page.items.length >= page.total) break
  }
  return items
}

function defined<T>(value: T | undefined): value is T {
  return value !== undefined
}

const LIST_TAGS = POST_LIST_TYPES.map(BLOG_TAGS.type)
const POSTS_ORDER = { content_type: 'blogPost', order: '-fields.publishDate', include: 2 } as const

/** Every post's summary, newest first (the list filters them all, not only one page). */
export const getPostSummaries = cache(function getPostSummaries(lang: Lang): Promise<BlogResult<PostSummary[]>> {
  return load(`posts:${lang}`, LIST_TAGS, false, async (get) =>
    (await allPages(get, query(lang, POSTS_ORDER))).map(reshapeSummary).filter(defined),
  )
})

/** A post by slug; `value: null` when there is none. */
export const getPost = cache(function getPost(lang: Lang, slug: string, preview = false): Promise<BlogResult<Post | null>> {
  return load(`post:${lang}:${slug}`, [BLOG_TAGS.post(slug)], preview, async (get) => {
    const page = await get(query(lang, { content_type: 'blogPost', 'fields.slug': slug, limit: 1, include: 2 }))
    return reshapePost(page.items[0]) ?? null
  })
})

/**
 * Every published post's slug: the addresses the proxy lets reach a post page (known-slugs.ts).
 * A list of its own, refreshed like the post list (same lifetime, same tags), because the proxy
 * reads it on every post request: slugs alone are a few bytes a post, where the summaries carry
 * excerpts, images and authors. Slugs are not localized, so one list serves both languages.
 */
export const getPostSlugs = cache(function getPostSlugs(): Promise<BlogResult<{ slug: string }[]>> {
  return load('post-slugs', LIST_TAGS, false, async (get) =>
    (await allPages(get, { content_type: 'blogPost', locale: CONTENTFUL_LOCALES.en, select: 'sys.id,fields.slug', include: 0 }))
      .map((item) => item.fields?.slug)
      .filter((slug): slug is string => typeof slug === 'string')
      .map((slug) => ({ slug })),
  )
})

export const getCategories = cache(function getCategories(lang: Lang): Promise<BlogResult<Category[]>> {
  return load(`categories:${lang}`, [BLOG_TAGS.type('category')], false, async (get) =>
    (await allPages(get, query(lang, { content_type: 'category', order: 'fields.name' })))
      .map(reshapeCategory)
      .filter(defined),
  )
})

export const getTags = cache(function getTags(lang: Lang): Promise<BlogResult<Tag[]>> {
  return load(`tags:${lang}`, [BLOG_TAGS.type('tag')], false, async (get) =>
    (await allPages(get, query(lang, { content_type: 'tag', order: 'fields.slug' })))
      .map(reshapeTag)
      .filter(defined),
  )
})

type Listing<T> = { subject: T; posts: PostSummary[] } | null

/**
 * A tag's or a category's page: the entry with that slug and its posts, newest first;
 * `value: null` for an unknown slug. The two differ only in the content type and the post field
 * that links to it.
 */
function taxonomyListing<T extends { id: string }>(
  lang: Lang,
  slug: string,
  contentType: 'tag' | 'category',
  reshape: (item: unknown) => T | undefined,
): Promise<BlogResult<Listing<T>>> {
  return load(`${contentType}:${lang}:${slug}`, LIST_TAGS, false, async (get) => {
    const found = await get(query(lang, { content_type: contentType, 'fields.slug': slug, limit: 1 }))
    const subject = reshape(found.items[0])
    if (!subject) return null
    const link = contentType === 'tag' ? { 'fields.tags.sys.id': subject.id } : { 'fields.category.sys.id': subject.id }
    const items = await allPages(get, query(lang, { ...POSTS_ORDER, ...link }))
    return { subject, posts: items.map(reshapeSummary).filter(defined) }
  })
}

export const getTagListing = cache(function getTagListing(lang: Lang, slug: string): Promise<BlogResult<Listing<Tag>>> {
  return taxonomyListing(lang, slug, 'tag', reshapeTag)
})

export const getCategoryListing = cache(function getCategoryListing(lang: Lang, slug: string): Promise<BlogResult<Listing<Category>>> {
  return taxonomyListing(lang, slug, 'category', reshapeCategory)
})
