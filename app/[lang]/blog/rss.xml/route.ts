import { buildRss } from '@/lib/blog/rss'
import { getPostSummariesByIds, postIdsIn } from '@/lib/contentful'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { isLang, LOCALES } from '@/lib/i18n/locales'
import { pagePath } from '@/lib/i18n/paths'
import { absoluteUrl } from '@/lib/seo'
import { siteConfig } from '@/lib/site'

// Pre-rendered like the pages; its lifetime is its data's (lib/contentful/cache.ts).
export const dynamic = 'force-static'

/** The feed carries the newest posts only, whatever the archive's size. */
const FEED_POSTS = 50

export function generateStaticParams() {
  return LOCALES.map((lang) => ({ lang }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params
  if (!isLang(lang)) return new Response('Not Found', { status: 404 })
  const posts = await getPostSummariesByIds(lang, ((await postIdsIn(lang)) ?? []).slice(0, FEED_POSTS))
  const dict = getDictionary(lang)
  const xml = buildRss({
    title: dict.blog.rss.title(siteConfig.name),
    description: dict.pages.blog.meta.description,
    link: absoluteUrl(pagePath(lang, 'blog')),
    self: absoluteUrl(pagePath(lang, 'blog', 'rss.xml')),
    language: lang,
    items: (posts.ok ? posts.value : []).map((post) => ({
      title: post.title,
      link: absoluteUrl(pagePath(lang, 'blog', post.slug)),
      description: post.excerpt,
      date: post.publishDate,
      category: post.category?.name,
    })),
  })
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } })
}
