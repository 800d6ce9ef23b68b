import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPost, getPostSummaries } from '@/lib/contentful'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { readLang } from '@/lib/i18n/params'
import { pagePath } from '@/lib/i18n/paths'
import { buildMetadata, fillTitleTemplate } from '@/lib/seo'
import { siteConfig } from '@/lib/site'
import { BlogError } from '@/components/blog/blog-error'
import { PageHeader } from '@/components/sections/page-header'
import { withFeed } from '../_components/blog-metadata'
import { getDraftTagger } from '../_components/draft-tags'
import { PostView } from '../_components/post-view'
import { slugParams } from '../_components/slug-params'

// Posts published after the build are rendered on their first request, then cached.
export const dynamicParams = true

type Props = { params: Promise<{ lang: string; slug: string }> }

export const generateStaticParams = slugParams(getPostSummaries)

async function load(params: Props['params']) {
  const lang = await readLang(params)
  const { slug } = await params
  const { isEnabled } = await draftMode()
  return { lang, slug, isEnabled, result: await getPost(lang, slug, isEnabled) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, slug, result } = await load(params)
  const dict = getDictionary(lang)
  if (!result.ok || !result.value) {
    return buildMetadata({ lang, path: ['blog', slug], ...dict.pages.blog.meta })
  }
  const post = result.value
  return withFeed(
    lang,
    buildMetadata({
      lang,
      path: ['blog', post.slug],
      title: fillTitleTemplate(dict.common.meta.titleTemplate(siteConfig.name), post.title),
      absoluteTitle: true,
      description: post.excerpt || dict.pages.blog.meta.description,
      type: 'article',
      publishedTime: post.publishDate,
      ...(post.featuredImage ? { image: post.featuredImage } : {}),
    }),
  )
}

export default async function BlogPostPage({ params }: Props) {
  const { lang, result } = await load(params)
  const dict = getDictionary(lang)
  if (!result.ok) {
    return (
      <>
        <PageHeader heading={dict.pages.blog.heading} />
        <BlogError copy={dict.blog.error} />
      </>
    )
  }
  // A post that does not exist (or no longer) sends the visitor to the list (307).
  if (!result.value) redirect(pagePath(lang, 'blog'))
  // Draft mode: every part says where it comes from, for Live Preview's inspector.
  return <PostView lang={lang} post={result.value} tag={await getDraftTagger(lang)} />
}
