import type { Metadata } from 'next'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { readLang } from '@/lib/i18n/params'
import { buildMetadata } from '@/lib/seo'
import { BlogIndex } from './_components/blog-index'
import { withFeed } from './_components/blog-metadata'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await readLang(params)
  const { meta } = getDictionary(lang).pages.blog
  return withFeed(lang, buildMetadata({ lang, path: ['blog'], ...meta }))
}

export default async function BlogPage({ params }: Props) {
  const lang = await readLang(params)
  return <BlogIndex lang={lang} page={1} />
}
