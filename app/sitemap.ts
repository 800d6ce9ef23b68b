import type { MetadataRoute } from 'next'
import { sitemapEntries, staticPagePaths } from '@/lib/seo'

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(staticPagePaths())
}
