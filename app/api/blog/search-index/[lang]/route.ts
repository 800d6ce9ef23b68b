import { getSearchIndex } from '@/lib/contentful/search-index'
import { LOCALES } from '@/lib/i18n/locales'

/**
 * The language's search index (lib/blog/search.ts), fetched by the blog's search box on first
 * use. Pre-rendered like the pages, one file per language, its lifetime and tags its data's
 * (lib/contentful/cache.ts): what visitors type never reaches the server. Any other language 404s
 * without rendering anything.
 */
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return LOCALES.map((lang) => ({ lang }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params
  const found = LOCALES.find((l) => l === lang)
  if (!found) return new Response('Not Found', { status: 404 })
  const index = await getSearchIndex(found)
  // With an index already read, a failed refresh still answers it (the data cache keeps it); with
  // none yet (Contentful down since the start), a 503 the search box reports and tries again, and
  // the build goes on.
  if (!index.ok) return Response.json({ posts: [] }, { status: 503 })
  return Response.json(index.value)
}
