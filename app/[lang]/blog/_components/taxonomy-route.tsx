import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { BlogResult, PostSummary } from '@/lib/blog/types'
import { getDictionary, type Dictionary } from '@/lib/i18n/dictionaries'
import type { Lang } from '@/lib/i18n/locales'
import { readLang } from '@/lib/i18n/params'
import { pagePath } from '@/lib/i18n/paths'
import { buildMetadata } from '@/lib/seo'
import { withFeed } from './blog-metadata'
import { getDraftTagger } from './draft-tags'
import { ListingPage } from './listing-page'
import { slugParams } from './slug-params'

type Subject = { id: string; slug: string; name: string }
type Props = { params: Promise<{ lang: string; slug: string }> }

/** What a tag or category page says about its subject (or its slug, when the read failed). */
export type TaxonomyCopy = {
  title: string
  description: string
  heading: string
  intro: string
  /** The Contentful field the intro shows, for Live Preview's inspector. */
  introField?: string
}

type Route<T extends Subject> = {
  kind: 'tag' | 'category'
  all: (lang: Lang) => Promise<BlogResult<T[]>>
  listing: (lang: Lang, slug: string) => Promise<BlogResult<{ subject: T; posts: PostSummary[] } | null>>
  describe: (subject: T | undefined, slug: string, dict: Dictionary) => TaxonomyCopy
}

/**
 * A tag's and a category's pages are one route shape: pre-rendered for every known slug, 404 for
 * an unknown one (an unknown post, by contrast, redirects to the list), the listing's posts, or
 * the blog's error state when Contentful cannot answer. Each route file says what differs.
 */
export function taxonomyRoute<T extends Subject>({ kind, all, listing, describe }: Route<T>) {
  async function load(params: Props['params']) {
    const lang = await readLang(params)
    const { slug } = await params
    const result = await listing(lang, slug)
    if (result.ok && !result.value) notFound()
    return { lang, slug, result }
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { lang, slug, result } = await load(params)
    const { title, description } = describe(result.ok ? result.value?.subject : undefined, slug, getDictionary(lang))
    return withFeed(lang, buildMetadata({ lang, path: ['blog', kind, slug], title, description }))
  }

  async function TaxonomyPage({ params }: Props) {
    const { lang, slug, result } = await load(params)
    const dict = getDictionary(lang)
    const tag = await getDraftTagger(lang)
    const found = result.ok ? result.value : null
    const copy = found ? describe(found.subject, slug, dict) : undefined
    const view =
      found && copy
        ? {
            ok: true as const,
            value: {
              heading: copy.heading,
              intro: copy.intro,
              posts: found.posts,
              headingTag: tag?.(found.subject.id, 'name'),
              introTag: copy.introField ? tag?.(found.subject.id, copy.introField) : undefined,
            },
          }
        : { ok: false as const, error: result.ok ? '' : result.error }
    return <ListingPage lang={lang} path={pagePath(lang, 'blog', kind, slug)} eyebrow={dict.blog[kind].eyebrow} result={view} tag={tag} />
  }

  return { generateStaticParams: slugParams(all), generateMetadata, TaxonomyPage }
}
