import { cache } from 'react'
import type { SearchEntry, SearchIndex } from '@/lib/blog/search'
import type { BlogResult } from '@/lib/blog/types'
import type { Lang } from '@/lib/i18n/locales'
import { postIdsIn } from './index'
import { LIST_TAGS } from './cache'
import { load } from './query'
import { CONTENTFUL_LOCALES } from './locales'

/** Contentful's largest page: 5,000 posts are 5 queries. */
const INDEX_PAGE = 1000
/** Bounds the work of one refresh, far above any blog's size. */
const MAX_INDEXED = 50_000

function entry(fields: Record<string, unknown> | undefined): SearchEntry | undefined {
  const { slug, title, publishDate } = fields ?? {}
  if (typeof slug !== 'string' || typeof title !== 'string') return undefined
  return [slug, title, typeof publishDate === 'string' ? publishDate.slice(0, 10) : '']
}

/**
 * The language's search index (lib/blog/search.ts): every published post's slug, title and date,
 * newest first. `select` fetches those three fields only, a thousand posts a query. One cache
 * entry per language, refreshed with the lists (same tags, same lifetime), whatever visitors type:
 * queries are matched against it, never sent to Contentful.
 */
export const getSearchIndex = cache(function getSearchIndex(lang: Lang): Promise<BlogResult<SearchIndex>> {
  return load(`search:${lang}`, LIST_TAGS, false, async (get) => {
    // Only the posts translated into `lang` (the blog lists): Contentful's fallback is no translation.
    const translated = await postIdsIn(lang)
    const known = translated ? new Set(translated) : undefined
    const posts: SearchEntry[] = []
    for (let skip = 0; skip < MAX_INDEXED; skip += INDEX_PAGE) {
      const page = await get({
        content_type: 'blogPost',
        locale: CONTENTFUL_LOCALES[lang],
        order: '-fields.publishDate,sys.id',
        select: 'sys.id,fields.slug,fields.title,fields.publishDate',
        include: 0,
        skip,
        limit: INDEX_PAGE,
      })
      for (const item of page.items) {
        const found = known && !known.has(item.sys.id) ? undefined : entry(item.fields)
        if (found) posts.push(found)
      }
      if (page.items.length === 0 || skip + page.items.length >= page.total) break
    }
    return { posts }
  })
})
