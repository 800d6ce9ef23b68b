import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { pageCount } from '@/lib/blog/filters'
import { getPostPage } from '@/lib/contentful/listing'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { isLang } from '@/lib/i18n/locales'
import { readLang } from '@/lib/i18n/params'
import { buildMetadata } from '@/lib/seo'
import { BlogIndex, readPostPage } from '../../_components/blog-index'
import { withFeed } from '../../_components/blog-metadata'

export const dynamicParams = true

/** List pages pre-rendered at build (the ones visitors and crawlers reach first); the rest render on first request, then are cached. */
const PRERENDERED_PAGES = 5

type Props = { params: Promise<{ lang: string; page: string }> }

export async function generateStaticParams({ params }: { params: { lang: string } }) {
  if (!isLang(params.lang)) return []
  const first = await getPostPage(params.lang, 1, false)
  const count = Math.min(first.ok ? pageCount(first.value.total) : 1, PRERENDERED_PAGES)
  return Array.from({ length: count - 1 }, (_, i) => ({ page: String(i + 2) }))
}

/** `redirect`: the page sends /blog/page/1 to the list; its metadata does not also (Next would send the Location header twice). */
async function readPage(params: Props['params'], redirect = false) {
  const lang = await readLang(params)
  const n = Number((await params).page)
  if (!Number.isInteger(n) || n < 1) notFound()
  // /blog/page/1 is the list itself: one address per page.
  if (redirect && n === 1) permanentRedirect(`/${lang}/blog`)
  return { lang, n }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, n } = await readPage(params)
  const { meta } = getDictionary(lang).pages.blog
  return withFeed(lang, buildMetadata({ lang, path: ['blog', 'page', String(n)], title: getDictionary(lang).blog.pageTitle(n), description: meta.description }))
}

export default async function BlogListPage({ params }: Props) {
  const { lang, n } = await readPage(params, true)
  const posts = await readPostPage(lang, n)
  if (posts.ok && n > pageCount(posts.value.total)) notFound()
  return <BlogIndex lang={lang} page={n} />
}
