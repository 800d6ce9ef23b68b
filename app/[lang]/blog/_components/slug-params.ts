import type { BlogResult } from '@/lib/blog/types'
import { isLang, type Lang } from '@/lib/i18n/locales'

/**
 * generateStaticParams for a blog route with a [slug]: every slug `all` knows in the page's
 * language is pre-rendered. None when Contentful cannot answer at build time: the pages are then
 * rendered on their first request.
 */
export function slugParams(all: (lang: Lang) => Promise<BlogResult<{ slug: string }[]>>) {
  return async function generateStaticParams({ params }: { params: { lang: string } }) {
    if (!isLang(params.lang)) return []
    const items = await all(params.lang)
    return items.ok ? items.value.map(({ slug }) => ({ slug })) : []
  }
}
