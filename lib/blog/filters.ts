/** How the blog's lists are cut into pages (the page size lives in paging.ts, which the proxy reads). */
export { pageCount, POSTS_PER_PAGE } from './paging'
export const FEATURED_COUNT = 3
