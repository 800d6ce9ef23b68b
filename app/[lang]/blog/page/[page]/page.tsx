import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { pageCount } from '@/lib/blog/filters'
import { getPostSummaries } from '@/lib/contentful'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { isLang } from '@/lib/i18n/locales'
import { readLang } from '@/lib/i18n/params'
import { buildMetadata } from '@/lib/seo'
import { BlogIndex } from '../../_components/blog-index'
import { withFeed } from '../../_components/blog-metadata'

export const dynamicParams = true

type Props = { params: Promise<{ lang: string; page: string }> }

export async function generateStaticParams({ params }: { params: { lang: string } }) {
  if (!isLang(params.lang)) return []
  const posts = await getPostSummaries(params.lang)
  const count = posts.ok ? pageCount(posts.value.length) : 1
  return Array.from({ length: count - 1 }, (_, i) => ({ page: String(i + 2) }))
}

async function readPage(params: Props['params']) {
  const lang = await readLang(params)
  const n = Number((await params).page)
  if (!Number.isInteger(n) || n < 1) notFound()
  // /blog/page/1 is the list itself: one address per page.
  if (n === 1) permanentRedirect(`/${lang}/blog`)
  return { lang, n }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, n } = await readPage(params)
  const { meta } = getDictionary(lang).pages.blog
  return withFeed(lang, buildMetadata({ lang, path: ['blog', 'page', String(n)], title: getDictionary(lang).blog.pageTitle(n), description: meta.description }))
}

export default async function BlogListPage({ params }: Props) {
  const { lang, n } = await readPage(params)
  const posts = await getPostSummaries(lang)
  if (posts.ok && n > pageCount(posts.value.length)) notFound()
  return <BlogIndex lang={lang} page={n} />
}
