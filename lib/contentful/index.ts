import { cache } from 'react'
import type { Lang } from '@/lib/i18n/locales'
import type { BlogResult, Category, Post, PostSummary, Tag } from '@/lib/blog/types'
import { getBundledEntries } from './bundled'
import { contentfulSource, isContentfulConfigured, isPreviewConfigured, type EntriesSource } from './client'
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
 * - After a failure the source is left alone for OUTAGE_COOLDOWN_MS: its queries fail at once
 *   (so the cache answers with what it had) instead of each waiting out the deadline.
 * - Each fault is logged once per query until that query succeeds again.
 */

/**
 * A whole query, retries included, may take this long. The SDK's 30 s × 5 retries would keep a
 * visitor (or the build) waiting for minutes on a hung API; past 10 s the error state or the
 * cached content is the better answer. The SDK request keeps going in the background.
 */
const QUERY_DEADLINE_MS = 10_000
const OUTAGE_COOLDOWN_MS = 15_000
const ALL_POSTS_PAGE = 100
const MAX_POSTS = 1000

const failing = new Set<string>()
const downUntil = new Map<string, number>()

/** Where queries go: the bundled content, or Contentful's Delivery (or Preview) API. */
export function source(preview = false): { name: string; get: EntriesSource } {
  if (!isContentfulConfigured()) return { name: 'bundled', get: getBundledEntries }
  if (preview && isPreviewConfigured()) return { name: 'preview', get: contentfulSource('preview') }
  return { name: 'delivery', get: contentfulSource('delivery') }
}

function withDeadline<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no answer within ${QUERY_DEADLINE_MS / 1000} s`)),
      QUERY_DEADLINE_MS,
    )
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    )
  })
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return 'Unknown error occurred'
  // The SDK's HTTP errors carry their details as a JSON message: log the status and its text.
  try {
    const details = JSON.parse(error.message) as { status?: number; statusText?: string; message?: string }
    if (details.status) return [details.status, details.statusText, details.message].filter(Boolean).join(' ')
  } catch {
    // A plain message.
  }
  return error.message.split('\n')[0] || error.name
}

/** One query against the source: the cooldown, the deadline, and the log line of a new fault. */
async function ask<T>(name: string, key: string, run: () => Promise<T>): Promise<T> {
  const fullKey = `${name}:${key}`
  try {
    if ((downUntil.get(name) ?? 0) > Date.now()) throw new Error('Contentful failed moments ago; not asking again yet')
    const value = await withDeadline(run())
    failing.delete(fullKey)
    downUntil.delete(name)
    return value
  } catch (error) {
    // A real failure (not a fast one during the cooldown) starts the cooldown.
    if ((downUntil.get(name) ?? 0) <= Date.now()) downUntil.set(name, Date.now() + OUTAGE_COOLDOWN_MS)
    if (!failing.has(fullKey)) {
      failing.add(fullKey)
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
  const query = () => ask(name, key, () => run(get))
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
