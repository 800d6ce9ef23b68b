import { absoluteUrl, sitemapIndex } from '@/lib/seo'
import { getSitemapFiles } from '../sitemaps/sitemap-pages'

// A sitemap index whatever the archive's size, so crawlers find the same address at 14 posts and
// at 5,000. Pre-rendered like the pages; its lifetime is its data's (lib/contentful/cache.ts).
export const dynamic = 'force-static'

export async function GET() {
  const files = await getSitemapFiles()
  const xml = sitemapIndex(files.map((_, id) => absoluteUrl(`/sitemaps/sitemap/${id}.xml`)))
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}
