import { cache } from 'react'
import type { Lang } from '@/lib/i18n/locales'
import type { BlogResult, Category, LocatedPost, PostSummary, Tag } from '@/lib/blog/types'
import { isPreviewConfigured, type EntriesSource } from './client'
import { BLOG_TAGS, LIST_TAGS } from './cache'
import { entryLangs, inLang } from './languages'
import { postIdsIn } from './lists'
import { CONTENTFUL_LOCALES } from './locales'
import { allPages, defined, load } from './query'
import type { EntriesQuery } from './raw'
import { reshapeCategory, reshapePost, reshapeSummary, reshapeTag } from './reshape'

export { isPreviewConfigured }
export { getContentLists, postIdsIn, refreshBlogLists } from './lists'
export { source } from './query'

/**
 * Pages read the blog through these functions only. Each answer is cached, tagged and kept
 * fresh by the model in cache.ts; how failures look is decided in query.ts. A post, tag or
 * category is in a language only when translated (languages.ts): every answer here leaves out
 * what the page's language does not have.
 */
function query(lang: Lang, q: Omit<EntriesQuery, 'locale'>): EntriesQuery {
  return { locale: CONTENTFUL_LOCALES[lang], ...q }
}

/** Keeps the posts that exist in `lang` (all when the lists cannot say: the page still renders). */
async function onlyIn(lang: Lang, posts: PostSummary[]): Promise<PostSummary[]> {
  const ids = await postIdsIn(lang)
  if (!ids) return posts
  const known = new Set(ids)
  return posts.filter((post) => known.has(post.id))
}

/**
 * What a card shows (the body for its reading time), and no more: not the related posts, whose
 * entries `include` would bring along with everything they link to.
 */
const SUMMARY_FIELDS = 'sys,fields.slug,fields.title,fields.excerpt,fields.publishDate,fields.featuredImage,fields.category,fields.tags,fields.author,fields.content'
const POSTS_ORDER = { content_type: 'blogPost', order: '-fields.publishDate', select: SUMMARY_FIELDS, include: 2 } as const

/** Every post's summary in `lang`, newest first. */
export const getPostSummaries = cache(async function getPostSummaries(lang: Lang): Promise<BlogResult<PostSummary[]>> {
  const result = await load(`posts:${lang}`, LIST_TAGS, false, async (get) =>
    (await allPages(get, query(lang, POSTS_ORDER))).map(reshapeSummary).filter(defined),
  )
  return result.ok ? { ok: true, value: await onlyIn(lang, result.value) } : result
})

/** Contentful answers at most this many ids in one `sys.id[in]` query. */
const IDS_PER_QUERY = 100

/**
 * The summaries of these posts in `lang`, in the order given (a page of a list, the feed's
 * newest): a query for just them, whatever the archive's size.
 */
export const getPostSummariesByIds = cache(async function getPostSummariesByIds(lang: Lang, ids: readonly string[]): Promise<BlogResult<PostSummary[]>> {
  const key = `posts-by-id:${lang}:${ids.join(',')}`
  return load(key.length > 400 ? `${key.slice(0, 350)}…${ids.length}` : key, LIST_TAGS, false, async (get) => {
    const found = new Map<string, PostSummary>()
    for (let at = 0; at < ids.length; at += IDS_PER_QUERY) {
      const chunk = ids.slice(at, at + IDS_PER_QUERY)
      const page = await get(query(lang, { content_type: 'blogPost', 'sys.id[in]': chunk.join(','), select: SUMMARY_FIELDS, limit: chunk.length, include: 2 }))
      for (const post of page.items.map(reshapeSummary).filter(defined)) found.set(post.id, post)
    }
    return ids.map((id) => found.get(id)).filter(defined)
  })
})

/** The languages of the post with this slug, read without fallback (none: no such post). */
async function postLangsBySlug(get: EntriesSource, slug: string): Promise<Lang[]> {
  const page = await get({ content_type: 'blogPost', locale: '*', 'fields.slug': slug, select: 'sys.id,fields.title', limit: 1, include: 0 })
  const item = page.items[0]
  return item ? entryLangs(item, 'blogPost') : []
}

/**
 * A post by slug with the languages it exists in; `value: null` when there is none. The page
 * sends a reader of another language to one of `langs` (docs/blog.md, "Languages of a post").
 */
export const getPost = cache(function getPost(lang: Lang, slug: string, preview = false): Promise<BlogResult<LocatedPost | null>> {
  return load(`post:${lang}:${slug}`, [BLOG_TAGS.post(slug)], preview, async (get) => {
    const [page, langs] = await Promise.all([
      get(query(lang, { content_type: 'blogPost', 'fields.slug': slug, limit: 1, include: 2 })),
      postLangsBySlug(get, slug),
    ])
    const post = reshapePost(page.items[0])
    return post ? { ...post, langs } : null
  })
})

/** Tags or categories of one language: read with every locale, kept only where translated. */
async function taxonomy<T>(get: EntriesSource, lang: Lang, contentType: 'tag' | 'category', reshape: (item: unknown) => T | undefined): Promise<T[]> {
  const items = await allPages(get, { content_type: contentType, locale: '*', order: 'fields.slug', include: 0 }, 1000)
  return items
    .filter((item) => entryLangs(item, contentType).includes(lang))
    .map((item) => reshape(inLang(item, lang)))
    .filter(defined)
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name)

export const getCategories = cache(function getCategories(lang: Lang): Promise<BlogResult<Category[]>> {
  return load(`categories:${lang}`, [BLOG_TAGS.type('category')], false, async (get) =>
    (await taxonomy(get, lang, 'category', reshapeCategory)).sort(byName),
  )
})

export const getTags = cache(function getTags(lang: Lang): Promise<BlogResult<Tag[]>> {
  return load(`tags:${lang}`, [BLOG_TAGS.type('tag')], false, (get) => taxonomy(get, lang, 'tag', reshapeTag))
})
