import { cache } from 'react'
import { CONTENTFUL_LOCALES, type Lang } from '@/lib/i18n/locales'
import type { BlogResult, Category, Post, PostSummary, Tag } from '@/lib/blog/types'
import { getBundledEntries } from './bundled'
import { contentfulSource, isContentfulConfigured, isPreviewConfigured, type EntriesSource } from './client'
import { recallGood, rememberGood } from './last-good'
import type { EntriesQuery } from './raw'
import { reshapeCategory, reshapePost, reshapeSummary, reshapeTag } from './reshape'

export { isPreviewConfigured }

/**
 * Pages read the blog through these functions only. Freshness (CONTRACT §8): blog pages are
 * pre-rendered and revalidated by route (`revalidate = REVALIDATE_SECONDS`, webhook →
 * revalidatePath), because the SDK uses axios, not fetch, so fetch-level caching never sees it.
 *
 * Failures, decided here and nowhere else:
 * - Each query keeps its last good answer (memory + .next/cache, see last-good.ts). When
 *   Contentful fails (5xx after the SDK's retries, timeout, bad token), the last good answer is
 *   returned: a background revalidation then re-renders the same content, which is what Next's
 *   own "keep the last page when a revalidation throws" would give, without re-trying on every
 *   request.
 * - With no last good answer (a page rendered for the first time during an outage, or a wrong
 *   setting), the result is { ok: false } and the page renders the blog's error state with a
 *   200, never a 5xx. It is cached like any page and replaced by the next good revalidation.
 * - After a failure the source is left alone for OUTAGE_COOLDOWN_MS: queries answer at once
 *   from the last good answer (or the error state) instead of each waiting out the deadline.
 * - Each fault is logged once per query until that query succeeds again.
 */
export const REVALIDATE_SECONDS = 60

/**
 * A whole query, retries included, may take this long. The SDK's 30 s × 5 retries would keep a
 * visitor (or the build) waiting for minutes on a hung API; past 10 s the error state or the
 * last good content is the better answer. The SDK request keeps going in the background.
 */
const QUERY_DEADLINE_MS = 10_000
const OUTAGE_COOLDOWN_MS = 15_000
const ALL_POSTS_PAGE = 100
const MAX_POSTS = 1000

const failing = new Set<string>()
const downUntil = new Map<string, number>()

function source(preview: boolean): { name: string; get: EntriesSource } {
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

async function load<T>(key: string, preview: boolean, run: (get: EntriesSource) => Promise<T>): Promise<BlogResult<T>> {
  const { name, get } = source(preview)
  const fullKey = `${name}:${key}`
  try {
    if ((downUntil.get(name) ?? 0) > Date.now()) throw new Error('Contentful failed moments ago; not asking again yet')
    const value = await withDeadline(run(get))
    failing.delete(fullKey)
    downUntil.delete(name)
    // Drafts are never a fallback for published pages.
    if (name !== 'preview') rememberGood(fullKey, value)
    return { ok: true, value }
  } catch (error) {
    const message = describe(error)
    // A real failure (not a fast one during the cooldown) starts the cooldown.
    if ((downUntil.get(name) ?? 0) <= Date.now()) downUntil.set(name, Date.now() + OUTAGE_COOLDOWN_MS)
    const last = name === 'preview' ? undefined : recallGood(fullKey)
    if (!failing.has(fullKey)) {
      failing.add(fullKey)
      console.error(
        `[blog] Contentful ${name} query failed (${key}): ${message}; ${last ? 'serving the last good answer' : 'showing the error state'}`,
      )
    }
    return last ? { ok: true, value: last.value as T } : { ok: false, error: message }
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

const POSTS_ORDER = { content_type: 'blogPost', order: '-fields.publishDate', include: 2 } as const

/** Every post's summary, newest first (the list filters them all, not only one page). */
export const getPostSummaries = cache(function getPostSummaries(lang: Lang): Promise<BlogResult<PostSummary[]>> {
  return load(`posts:${lang}`, false, async (get) =>
    (await allPages(get, query(lang, POSTS_ORDER))).map(reshapeSummary).filter(defined),
  )
})

/** A post by slug; `value: null` when there is none. */
export const getPost = cache(function getPost(lang: Lang, slug: string, preview = false): Promise<BlogResult<Post | null>> {
  return load(`post:${lang}:${slug}`, preview, async (get) => {
    const page = await get(query(lang, { content_type: 'blogPost', 'fields.slug': slug, limit: 1, include: 2 }))
    return reshapePost(page.items[0]) ?? null
  })
})

export const getCategories = cache(function getCategories(lang: Lang): Promise<BlogResult<Category[]>> {
  return load(`categories:${lang}`, false, async (get) =>
    (await allPages(get, query(lang, { content_type: 'category', order: 'fields.name' })))
      .map(reshapeCategory)
      .filter(defined),
  )
})

export const getTags = cache(function getTags(lang: Lang): Promise<BlogResult<Tag[]>> {
  return load(`tags:${lang}`, false, async (get) =>
    (await allPages(get, query(lang, { content_type: 'tag', order: 'fields.slug' })))
      .map(reshapeTag)
      .filter(defined),
  )
})

type Listing<T> = { subject: T; posts: PostSummary[] } | null

/** A tag and its posts; `value: null` for an unknown slug. */
export const getTagListing = cache(function getTagListing(lang: Lang, slug: string): Promise<BlogResult<Listing<Tag>>> {
  return load(`tag:${lang}:${slug}`, false, async (get) => {
    const found = await get(query(lang, { content_type: 'tag', 'fields.slug': slug, limit: 1 }))
    const tag = reshapeTag(found.items[0])
    if (!tag) return null
    const items = await allPages(get, query(lang, { ...POSTS_ORDER, 'fields.tags.sys.id': tag.id }))
    return { subject: tag, posts: items.map(reshapeSummary).filter(defined) }
  })
})

/** A category and its posts; `value: null` for an unknown slug. */
export const getCategoryListing = cache(function getCategoryListing(lang: Lang, slug: string): Promise<BlogResult<Listing<Category>>> {
  return load(`category:${lang}:${slug}`, false, async (get) => {
    const found = await get(query(lang, { content_type: 'category', 'fields.slug': slug, limit: 1 }))
    const category = reshapeCategory(found.items[0])
    if (!category) return null
    const items = await allPages(get, query(lang, { ...POSTS_ORDER, 'fields.category.sys.id': category.id }))
    return { subject: category, posts: items.map(reshapeSummary).filter(defined) }
  })
})
