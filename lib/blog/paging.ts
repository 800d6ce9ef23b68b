/**
 * The list's page size, apart from the filters so that the proxy (which checks a list page's
 * number against the blog lists) reads nothing else of the blog's.
 */
export const POSTS_PER_PAGE = 10

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / POSTS_PER_PAGE))
}
