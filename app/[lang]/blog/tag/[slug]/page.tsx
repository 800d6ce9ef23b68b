import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTagListing, getTags } from '@/lib/contentful'
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
  const tags = await getTags(params.lang)
  return tags.ok ? tags.value.map((t) => ({ slug: t.slug })) : []
}

async function load(params: Props['params']) {
  const lang = await readLang(params)
  const { slug } = await params
  const result = await getTagListing(lang, slug)
  // An unknown tag answers 404 (an unknown post, by contrast, redirects to the list).
  if (result.ok && !result.value) notFound()
  return { lang, slug, result }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, slug, result } = await load(params)
  const dict = getDictionary(lang)
  const name = result.ok && result.value ? result.value.subject.name : slug
  return withFeed(lang, buildMetadata({ lang, path: ['blog', 'tag', slug], title: `#${name}`, description: dict.blog.tag.intro(name) }))
}

export default async function TagPage({ params }: Props) {
  const { lang, slug, result } = await load(params)
  const copy = getDictionary(lang).blog
  const tag = await getDraftTagger(lang)
  const view = result.ok && result.value
    ? { ok: true as const, value: { heading: `#${result.value.subject.name}`, intro: copy.tag.intro(result.value.subject.name), posts: result.value.posts, headingTag: tag?.(result.value.subject.id, 'name') } }
    : { ok: false as const, error: result.ok ? '' : result.error }
  return <ListingPage lang={lang} path={pagePath(lang, 'blog', 'tag', slug)} eyebrow={copy.tag.eyebrow} result={view} tag={tag} />
}
