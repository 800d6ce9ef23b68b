import { cache } from 'react'
import { LISTS_VERSION, mergeHistory, type BlogLists, type Listed, type ListedPost } from '@/lib/blog/lists'
import { readHistoryFile, readStoredLists, writeLists } from '@/lib/blog/lists-store'
import type { BlogResult } from '@/lib/blog/types'
import { LOCALES, type Lang } from '@/lib/i18n/locales'
import { BLOG_LIFETIME_SECONDS, LIST_TAGS } from './cache'
import type { EntriesSource } from './client'
import { defaultValue, entryLangs } from './languages'
import { allPages, ask, load, source } from './query'
import type { EntriesQuery, RawItem } from './raw'

/**
 * The blog lists (lib/blog/lists.ts) read from Contentful: every post, tag and category with the
 * languages it exists in, a few light queries whatever the archive's size (`locale=*` for the
 * languages, `select` for the few fields used, 1,000 entries a page).
 */
const LIGHT_PAGE = 1000

type Content = Pick<BlogLists, 'posts' | 'tags' | 'categories'>

const LIGHT: Record<'blogPost' | 'tag' | 'category', Omit<EntriesQuery, 'locale'>> = {
  blogPost: { content_type: 'blogPost', order: '-fields.publishDate,sys.id', select: 'sys.id,sys.updatedAt,fields.slug,fields.title', include: 0 },
  tag: { content_type: 'tag', order: 'fields.slug', select: 'sys.id,fields.slug,fields.name', include: 0 },
  category: { content_type: 'category', order: 'fields.slug', select: 'sys.id,fields.slug,fields.name', include: 0 },
}

function listed(item: RawItem, contentType: keyof typeof LIGHT): Listed | undefined {
  const slug = defaultValue(item, 'slug')
  return typeof slug === 'string' && slug ? { id: item.sys.id, slug, langs: entryLangs(item, contentType) } : undefined
}

async function readAll(get: EntriesSource, contentType: keyof typeof LIGHT): Promise<RawItem[]> {
  return allPages(get, { ...LIGHT[contentType], locale: '*' }, LIGHT_PAGE)
}

/** What Contentful holds now, as lists. */
export async function readContent(get: EntriesSource): Promise<Content> {
  const [posts, tags, categories] = await Promise.all([readAll(get, 'blogPost'), readAll(get, 'tag'), readAll(get, 'category')])
  const keep = (items: RawItem[], type: keyof typeof LIGHT) => items.map((item) => listed(item, type)).filter((item): item is Listed => item !== undefined)
  return {
    posts: posts
      .map((item): ListedPost | undefined => {
        const entry = listed(item, 'blogPost')
        return entry && { ...entry, updatedAt: item.sys.updatedAt ?? '' }
      })
      .filter((post): post is ListedPost => post !== undefined),
    tags: keep(tags, 'tag'),
    categories: keep(categories, 'category'),
  }
}

let written = false

/**
 * The lists as a render reads them (the data cache, refreshed like every list). During
 * `next build` the first successful read is also written where every server of the build finds
 * it (lists-store.ts): the last good lists when Contentful is down at start.
 */
export const getContentLists = cache(async function getContentLists(): Promise<BlogResult<Content>> {
  const result = await load('lists', LIST_TAGS, false, readContent)
  if (result.ok && !written && process.env.NEXT_PHASE === 'phase-production-build') {
    written = true
    await writeLists({ version: LISTS_VERSION, readAt: Date.now(), ...result.value, moved: mergeHistory(undefined, result.value.posts, readHistoryFile()) })
  }
  return result
})

/** The ids of the posts that exist in `lang`, newest first (undefined when the lists cannot be read). */
export async function postIdsIn(lang: Lang): Promise<string[] | undefined> {
  const lists = await getContentLists()
  return lists.ok ? lists.value.posts.filter((p) => p.langs.includes(lang)).map((p) => p.id) : undefined
}

/** What a webhook said about one post: its slug and languages now, or that it is gone. */
export type PostChange = { id: string; slug?: string; langs?: Lang[]; isGone: boolean }

/** The webhook's word wins over a CDN that may still serve the entry as it was a moment ago. */
function applyChange(content: Content, change: PostChange | undefined): Content {
  if (!change) return content
  const rest = content.posts.filter((post) => post.id !== change.id)
  if (change.isGone) return { ...content, posts: rest }
  const old = content.posts.find((post) => post.id === change.id)
  if (!change.slug) return content
  // Languages unknown (a body without titles, a CDN that has not seen the post yet): both, and the
  // post's page, which reads them, sends a reader on.
  const post: ListedPost = { id: change.id, slug: change.slug, langs: change.langs ?? old?.langs ?? [...LOCALES], updatedAt: new Date().toISOString() }
  // Where it was in the order; a new post is the newest.
  const at = old ? content.posts.indexOf(old) : 0
  return { ...content, posts: [...rest.slice(0, at), post, ...rest.slice(at)] }
}

/**
 * Reads the lists from Contentful now (no cache) and stores them for every server, with the slug
 * history grown by every post whose slug changed since the stored lists (docs/blog-lists.md, "Slug history").
 * Throws when Contentful cannot answer: the stored lists stay as they were.
 */
export async function refreshBlogLists(change?: PostChange): Promise<BlogLists> {
  const { name, get } = source()
  const [content, previous] = await Promise.all([ask(name, 'lists', readContent, get), readStoredLists()])
  const next = applyChange(content, change)
  const lists: BlogLists = { version: LISTS_VERSION, readAt: Date.now(), ...next, moved: mergeHistory(previous, next.posts, readHistoryFile()) }
  await writeLists(lists)
  return lists
}

/**
 * After a webhook: the lists read again with the change applied; when Contentful cannot answer,
 * the stored lists with the change alone (the body said enough: a new slug, a post gone).
 */
export async function updateBlogLists(change: PostChange | undefined): Promise<void> {
  try {
    await refreshBlogLists(change)
  } catch {
    const stored = await readStoredLists()
    if (!stored || !change) return
    const next = applyChange(stored, change)
    await writeLists({ ...stored, ...next, readAt: Date.now(), moved: mergeHistory(stored, next.posts) })
  }
}

/** How often a server makes sure the stored lists are at most this old (the blog's lifetime). */
const REFRESH_EVERY_MS = BLOG_LIFETIME_SECONDS * 1000

/**
 * Keeps the stored lists fresh without a webhook (an edit the webhook missed, a post scheduled
 * to publish): read at start (a server may start long after the stored lists were written), then
 * every half lifetime when they are older than the lifetime, so with Redis the servers share
 * about one read a minute. A failed read leaves the last good lists (ask() logs it once).
 */
export function keepBlogListsFresh(): void {
  const tick = async () => {
    const stored = await readStoredLists()
    if (stored && Date.now() - stored.readAt < REFRESH_EVERY_MS) return
    await refreshBlogLists().catch(() => {})
  }
  void refreshBlogLists().catch(() => {})
  setInterval(() => void tick(), REFRESH_EVERY_MS / 2).unref()
}
