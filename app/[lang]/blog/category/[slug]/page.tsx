import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getCategories, getCategoryListing } from '@/lib/contentful'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { isLang } from '@/lib/i18n/locales'
import { readLang } from '@/lib/i18n/params'
import { pagePath } from '@/lib/i18n/paths'
import { buildMetadata } from '@/lib/seo'
import { withFeed } from '../../_components/blog-metadata'
import { getDraftTagger } from '../../_components/draft-tags'
import { ListingPage } from '../../_components/listing-page'

export const dynamicParams = true

type Props = { params: Promise<{ lang: string; slug: string }> }

export async function generateStaticParams({ params }: { params: { lang: string } }) {
  if (!isLang(params.lang)) return []
  const categories = await getCategories(params.lang)
  return categories.ok ? categories.value.map((c) => ({ slug: c.slug })) : []
}

async function load(params: Props['params']) {
  const lang = await readLang(params)
  const { slug } = await params
  const result = await getCategoryListing(lang, slug)
  // An unknown category answers 404 (an unknown post, by contrast, redirects to the list).
  if (result.ok && !result.value) notFound()
  return { lang, slug, result }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, slug, result } = await load(params)
  const dict = getDictionary(lang)
  const category = result.ok ? result.value?.subject : undefined
  return withFeed(
    lang,
    buildMetadata({
      lang,
      path: ['blog', 'category', slug],
      title: category?.name ?? slug,
      description: category?.description || dict.pages.blog.meta.description,
    }),
  )
}

export default async function CategoryPage({ params }: Props) {
  const { lang, slug, result } = await load(params)
  const copy = getDictionary(lang).blog
  const tag = await getDraftTagger(lang)
  const view = result.ok && result.value
    ? {
        ok: true as const,
        value: {
          heading: result.value.subject.name,
          intro: result.value.subject.description,
          posts: result.value.posts,
          headingTag: tag?.(result.value.subject.id, 'name'),
          introTag: tag?.(result.value.subject.id, 'description'),
        },
      }
    : { ok: false as const, error: result.ok ? '' : result.error }
  return <ListingPage lang={lang} path={pagePath(lang, 'blog', 'category', slug)} eyebrow={copy.category.eyebrow} result={view} tag={tag} />
}
