import { pageCount, POSTS_PER_PAGE } from './paging'
import type { PostSummary } from './types'

export type PostFilter = { query: string; category: string }

/** Search: a case-insensitive substring of title or excerpt; category: an exact slug. Both hold. */
type Filterable = Pick<PostSummary, 'title' | 'excerpt'> & { category?: { slug: string } | undefined }

export function filterPosts<T extends Filterable>(
  posts: readonly T[],
  { query, category }: PostFilter,
): T[] {
  const needle = query.trim().toLocaleLowerCase()
  return posts.filter((post) => {
    if (category && post.category?.slug !== category) return false
    if (!needle) return true
    return (
      post.title.toLocaleLowerCase().includes(needle) ||
      post.excerpt.toLocaleLowerCase().includes(needle)
    )
  })
}

export const NO_FILTER: PostFilter = { query: '', category: '' }

/** The filter as a shareable query string: `?q=…&category=…`, empty when nothing is set. */
export function filterToSearch({ query, category }: PostFilter): string {
  const params = new URLSearchParams()
  if (query) params.set('q', query)
  if (category) params.set('category', category)
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** A shared link's filter; a category the list does not offer is ignored. */
export function filterFromSearch(search: string, categorySlugs: readonly string[]): PostFilter {
  const params = new URLSearchParams(search)
  const category = params.get('category') ?? ''
  return { query: params.get('q') ?? '', category: categorySlugs.includes(category) ? category : '' }
}

export function isFiltered({ query, category }: PostFilter): boolean {
  return query.trim() !== '' || category !== ''
}

export const FEATURED_COUNT = 3
export { pageCount, POSTS_PER_PAGE }

export function pageSlice<T>(posts: readonly T[], page: number): T[] {
  return posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE)
}
