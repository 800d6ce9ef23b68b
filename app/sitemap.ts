import type { MetadataRoute } from 'next'
import { getCategories, getPostSummaries, getTags } from '@/lib/contentful'
import { sitemapEntries, staticPagePaths } from '@/lib/seo'

/** Every page in both languages; blog slugs are the same in both, so English lists them. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [posts, tags, categories] = await Promise.all([getPostSummaries('en'), getTags('en'), getCategories('en')])
  return sitemapEntries([
    ...staticPagePaths(),
    ...(posts.ok ? posts.value : []).map((p) => ({ path: ['blog', p.slug], lastModified: p.updatedAt })),
    ...(tags.ok ? tags.value : []).map((t) => ({ path: ['blog', 'tag', t.slug] })),
    ...(categories.ok ? categories.value : []).map((c) => ({ path: ['blog', 'category', c.slug] })),
  ])
}
