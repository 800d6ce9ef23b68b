/** How the blog's lists are cut into pages. */
export const POSTS_PER_PAGE = 10
export const FEATURED_COUNT = 3

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / POSTS_PER_PAGE))
}
