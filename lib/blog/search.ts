/**
 * The blog's search: a per-language index of every post's slug, title and date, fetched by the
 * browser the first time a visitor uses the search box (and read by the server for the search
 * page that answers without JavaScript). Titles only: excerpts would triple its size (measured,
 * docs/blog-scale.md) for little gain. Pure, so the matching is unit-tested and the same on both
 * sides.
 */

/** One post in the index: [slug, title, publish date as YYYY-MM-DD]. Arrays, not objects: no key repeated 5,000 times. */
export type SearchEntry = [slug: string, title: string, date: string]

export type SearchIndex = { posts: SearchEntry[] }

/** A query longer than this is cut: nobody types more, and the work per keystroke stays bounded. */
export const MAX_QUERY_LENGTH = 100

/** Results shown at once; the count says how many matched. */
export const SEARCH_RESULTS_SHOWN = 30

/** Lower case without accents: "Référencement" is found by "referencement". */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase()
}

/** The query as the words a title must all contain; none for a blank query. */
export function queryWords(query: string): string[] {
  return normalize(query.slice(0, MAX_QUERY_LENGTH)).split(/\s+/).filter(Boolean)
}

/** The posts whose title holds every word of the query (as a substring), in the index's order (newest first). */
export function searchIndex(index: SearchIndex, query: string): SearchEntry[] {
  const words = queryWords(query)
  if (words.length === 0) return []
  return index.posts.filter(([, title]) => {
    const haystack = normalize(title)
    return words.every((word) => haystack.includes(word))
  })
}

/** Reads an index the server sent; anything else is an empty index (never a crash in the browser). */
export function readSearchIndex(value: unknown): SearchIndex {
  const posts = (value as { posts?: unknown } | null)?.posts
  if (!Array.isArray(posts)) return { posts: [] }
  return {
    posts: posts.filter(
      (p): p is SearchEntry => Array.isArray(p) && p.length === 3 && p.every((part) => typeof part === 'string'),
    ),
  }
}
