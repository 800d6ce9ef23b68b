import { getContentLists } from '@/lib/contentful'
import { sitemapFiles, staticPagePaths, type SitemapPage } from '@/lib/seo'

/**
 * Every page of the site, split into sitemap files: the sections and services in both languages,
 * and every post, tag and category in the languages it exists in, from the blog lists (a few
 * light queries whatever the archive's size).
 */
export async function getSitemapFiles(): Promise<SitemapPage[][]> {
  const lists = await getContentLists()
  const { posts, tags, categories } = lists.ok ? lists.value : { posts: [], tags: [], categories: [] }
  return sitemapFiles([
    ...staticPagePaths(),
    ...posts.map((p) => ({ path: ['blog', p.slug], lastModified: p.updatedAt, langs: p.langs })),
    ...tags.map((t) => ({ path: ['blog', 'tag', t.slug], langs: t.langs })),
    ...categories.map((c) => ({ path: ['blog', 'category', c.slug], langs: c.langs })),
  ])
}
