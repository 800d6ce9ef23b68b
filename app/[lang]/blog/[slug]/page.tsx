import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { permanentRedirect, redirect } from 'next/navigation'
import { readStoredLists } from '@/lib/blog/lists-store'
import { answerAddress } from '@/lib/blog/lists'
import { getContentLists, getPost } from '@/lib/contentful'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { isLang, type Lang } from '@/lib/i18n/locales'
import { readLang } from '@/lib/i18n/params'
import { pagePath } from '@/lib/i18n/paths'
import { buildMetadata, fillTitleTemplate } from '@/lib/seo'
import { siteConfig } from '@/lib/site'
import { BlogError } from '@/components/blog/blog-error'
import { PageHeader } from '@/components/sections/page-header'
import { withFeed } from '../_components/blog-metadata'
import { getDraftTagger } from '../_components/draft-tags'
import { PostView } from '../_components/post-view'

// Posts published after the build, and the older ones the build leaves out, are rendered on their
// first request, then cached like the others.
export const dynamicParams = true

/**
 * The build pre-renders the newest posts of each language only (what visitors and crawlers ask
 * for first), so its time and size do not grow with the archive.
 */
const PRERENDERED_POSTS = 20

type Props = { params: Promise<{ lang: string; slug: string }> }

export async function generateStaticParams({ params }: { params: { lang: string } }) {
  if (!isLang(params.lang)) return []
  const lists = await getContentLists()
  if (!lists.ok) return []
  const lang: Lang = params.lang
  return lists.value.posts.filter((post) => post.langs.includes(lang)).slice(0, PRERENDERED_POSTS).map(({ slug }) => ({ slug }))
}

/**
 * Where a post's page sends a reader it has nothing for (the proxy answers most of these first;
 * a draft-mode request reaches the page): an old slug to the post's current address (308), any
 * other unknown slug to the list (307).
 */
async function leave(lang: Lang, slug: string): Promise<never> {
  const lists = await readStoredLists()
  const answer = lists && answerAddress(lists, { kind: 'post', lang, slug })
  if (answer?.kind === 'moved') permanentRedirect(answer.path)
  redirect(pagePath(lang, 'blog'))
}

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
      langs: post.langs,
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
  // A post that does not exist (or no longer) sends the visitor on; one not translated into this
  // language, to the language it exists in (307: a translation may come; docs/blog.md, "Languages of a post").
  if (!result.value) return leave(lang, (await params).slug)
  const there = result.value.langs[0]
  if (!result.value.langs.includes(lang) && there) redirect(pagePath(there, 'blog', result.value.slug))
  // Draft mode: every part says where it comes from, for Live Preview's inspector.
  return <PostView lang={lang} post={result.value} tag={await getDraftTagger(lang)} />
}
