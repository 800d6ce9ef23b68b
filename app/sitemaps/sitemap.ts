import type { MetadataRoute } from 'next'
import { sitemapEntries } from '@/lib/seo'
import { getSitemapFiles } from './sitemap-pages'

// The files /sitemap.xml names (app/sitemap.xml/route.ts): /sitemaps/sitemap/{id}.xml.
export async function generateSitemaps() {
  return (await getSitemapFiles()).map((_, id) => ({ id }))
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const files = await getSitemapFiles()
  return sitemapEntries(files[Number(await id)] ?? [])
}
