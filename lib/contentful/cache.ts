import { unstable_cache } from 'next/cache'

/**
 * The blog's one caching model (docs/blog.md, "Freshness"). Every query's answer goes through
 * Next.js's data cache (`unstable_cache`), which:
 * - keeps it BLOG_LIFETIME_SECONDS, and hands that lifetime to the page that read it, so no
 *   route file repeats it (a page's lifetime is the shortest of its data's);
 * - adds its tags to that page, so `revalidateTag` marks both the data and every page that
 *   showed it stale;
 * - serves a stale answer while its refresh throws (Contentful down, timeout): the page is
 *   re-rendered with the content it had.
 * The cache itself is Next's incremental cache: on local disk, or Redis with REDIS_URL
 * (lib/redis/cache-handler.mjs), so a revalidation reaches every instance.
 */
export const BLOG_LIFETIME_SECONDS = 60

/**
 * Tags name what an answer shows. A post is named by its slug (the one thing a page knows
 * before it asks); lists by the content types they show. The webhook (webhook.ts) turns an
 * entry id into these names.
 */
export const BLOG_TAGS = {
  all: 'blog',
  // Next ignores a tag over 256 characters; a slug that long is no post's anyway.
  post: (slug: string) => `blog:post:${slug.slice(0, 200)}`,
  type: (contentType: string) => `blog:type:${contentType}`,
}

/** What a list of posts shows: posts and everything a card prints (category, tags, author, image). */
export const POST_LIST_TYPES = ['blogPost', 'category', 'tag', 'author', 'Asset'] as const

/** The tags of every list of posts: any of those content types changing refreshes it. */
export const LIST_TAGS = POST_LIST_TYPES.map(BLOG_TAGS.type)

/** Caches `run` under `key`, tagged with `tags` (and the blog's tag, for the safe fallback). */
export function cached<T>(key: string, tags: readonly string[], run: () => Promise<T>): Promise<T> {
  return unstable_cache(run, ['contentful', key], {
    tags: [BLOG_TAGS.all, ...tags],
    revalidate: BLOG_LIFETIME_SECONDS,
  })()
}
