import { cache } from 'react'
import { pageCount, POSTS_PER_PAGE } from '@/lib/blog/filters'
import type { BlogResult, Category, PostSummary, Tag } from '@/lib/blog/types'
import type { Lang } from '@/lib/i18n/locales'
import { LIST_TAGS } from './cache'
import type { EntriesSource } from './client'
import { getPostSummariesByIds, postIdsIn } from './index'
import { entryLangs, inLang } from './languages'
import { allPages, load } from './query'
import { CONTENTFUL_LOCALES } from './locales'
import type { EntriesQuery } from './raw'
import { reshapeCategory, reshapeSummary, reshapeTag } from './reshape'

/**
 * One page of a list (the blog, a tag, a category). Published: the page's slice of the post ids
 * (the blog lists, lists.ts; for a tag or category its posts' ids, kept to those the lists have in
 * the page's language), read by id: one query of POSTS_PER_PAGE summaries whatever the archive's
 * size, and its HTML holds that page only. In draft mode (`preview`), or while the lists cannot be
 * read, Contentful's own paging (`skip`/`limit`) in the page's language; drafts are never cached
 * (an editor sees each save at once; visitors never get a draft). Published answers are cached and
 * tagged like every blog list (cache.ts).
 *
 * What a request can make the server store is bounded by the archive: a page past the last (by
 * the ids' count, or page 1's cached total) costs no query and no cache entry of its own.
 */
/** Newest first; the id breaks ties, so two posts of the same date never swap between pages. */
const NEWEST_FIRST = '-fields.publishDate,sys.id'

function defined<T>(value: T | undefined): value is T {
  return value !== undefined
}

export type PostPage = { posts: PostSummary[]; total: number }

function postsQuery(lang: Lang, page: number, filter: Partial<EntriesQuery> = {}): EntriesQuery {
  return {
    content_type: 'blogPost',
    locale: CONTENTFUL_LOCALES[lang],
    order: NEWEST_FIRST,
    include: 2,
    skip: (page - 1) * POSTS_PER_PAGE,
    limit: POSTS_PER_PAGE,
    ...filter,
  }
}

async function readPage(get: EntriesSource, query: EntriesQuery): Promise<PostPage> {
  const found = await get(query)
  return { posts: found.items.map(reshapeSummary).filter(defined), total: found.total }
}

/**
 * Page `page` of a list whose page `n` `read` reads: page 1 is read (and cached) first, so a page
 * number past the end costs no query and leaves no cache entry.
 */
async function pageOf<T extends PostPage | null>(page: number, read: (n: number) => Promise<BlogResult<T>>): Promise<BlogResult<T>> {
  const head = await read(1)
  if (page === 1 || !head.ok || !head.value) return head
  // The page's own value with no post: the route answers 404.
  if (page > pageCount(head.value.total)) return { ok: true, value: { ...head.value, posts: [] } as T }
  return read(page)
}

/**
 * Page `page` of the posts whose ids are `ids` (newest first): the page's slice, read by id. A page
 * past the end is empty, and costs no query.
 */
async function slicePage(lang: Lang, ids: readonly string[], page: number): Promise<BlogResult<PostPage>> {
  const total = ids.length
  if (page > pageCount(total)) return { ok: true, value: { posts: [], total } }
  const summaries = await getPostSummariesByIds(lang, ids.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE))
  return summaries.ok ? { ok: true, value: { posts: summaries.value, total } } : summaries
}

/**
 * Page `page` (from 1) of the blog's posts, newest first, and how many there are. Published: a
 * slice of the blog lists (lists.ts), which hold only the posts translated into `lang`. Drafts (and
 * lists that cannot be read): Contentful's own paging.
 */
export const getPostPage = cache(async function getPostPage(lang: Lang, page: number, preview: boolean): Promise<BlogResult<PostPage>> {
  const ids = preview ? undefined : await postIdsIn(lang)
  if (ids) return slicePage(lang, ids, page)
  return pageOf(page, (n) => load(`list:${lang}:${n}`, LIST_TAGS, preview, (get) => readPage(get, postsQuery(lang, n))))
})

export type TaxonomyKind = 'tag' | 'category'
export type TaxonomyPage<T> = PostPage & { subject: T }

const RESHAPE: { tag: (value: unknown) => Tag | undefined; category: (value: unknown) => Category | undefined } = {
  tag: reshapeTag,
  category: reshapeCategory,
}

/**
 * Page `page` of a tag's or a category's posts, with the tag or category itself; `value: null`
 * for an unknown slug. The two differ only in the content type and the post field that links to it.
 */
function taxonomyPage<K extends TaxonomyKind>(kind: K, lang: Lang, slug: string, page: number, preview: boolean) {
  type Subject = K extends 'tag' ? Tag : Category
  if (!preview) return publishedTaxonomyPage<Subject>(kind, lang, slug, page)
  return pageOf(page, (n) =>
    load(`${kind}:${lang}:${slug}:${n}`, LIST_TAGS, preview, async (get): Promise<TaxonomyPage<Subject> | null> => {
      const found = await get({ content_type: kind, locale: CONTENTFUL_LOCALES[lang], 'fields.slug': slug, limit: 1 })
      const subject = RESHAPE[kind](found.items[0]) as Subject | undefined
      if (!subject) return null
      const link = kind === 'tag' ? { 'fields.tags.sys.id': subject.id } : { 'fields.category.sys.id': subject.id }
      return { subject, ...(await readPage(get, postsQuery(lang, n, link))) }
    }),
  )
}

/**
 * A published tag's or category's page: the subject when it exists in `lang` (read without
 * fallback), the ids of its posts (one light query per thousand), kept where the blog lists say
 * the post exists in `lang`, then the page's slice by id.
 */
async function publishedTaxonomyPage<Subject>(kind: TaxonomyKind, lang: Lang, slug: string, page: number): Promise<BlogResult<TaxonomyPage<Subject> | null>> {
  const found = await load(`${kind}-ids:${lang}:${slug}`, LIST_TAGS, false, async (get) => {
    const entries = await get({ content_type: kind, locale: '*', 'fields.slug': slug, limit: 1, include: 0 })
    const item = entries.items[0]
    if (!item || !entryLangs(item, kind).includes(lang)) return null
    const subject = RESHAPE[kind](inLang(item, lang)) as Subject | undefined
    if (!subject) return null
    const link = kind === 'tag' ? { 'fields.tags.sys.id': item.sys.id } : { 'fields.category.sys.id': item.sys.id }
    const posts = await allPages(get, { content_type: 'blogPost', locale: CONTENTFUL_LOCALES[lang], order: NEWEST_FIRST, select: 'sys.id', include: 0, ...link }, 1000)
    return { subject, ids: posts.map((post) => post.sys.id) }
  })
  if (!found.ok || !found.value) return found as BlogResult<null>
  const translated = await postIdsIn(lang)
  const known = translated ? new Set(translated) : undefined
  const ids = known ? found.value.ids.filter((id) => known.has(id)) : found.value.ids
  const listed = await slicePage(lang, ids, page)
  return listed.ok ? { ok: true, value: { subject: found.value.subject, ...listed.value } } : listed
}

export const getTagPage = cache(function getTagPage(lang: Lang, slug: string, page: number, preview: boolean) {
  return taxonomyPage('tag', lang, slug, page, preview)
})

export const getCategoryPage = cache(function getCategoryPage(lang: Lang, slug: string, page: number, preview: boolean) {
  return taxonomyPage('category', lang, slug, page, preview)
})
