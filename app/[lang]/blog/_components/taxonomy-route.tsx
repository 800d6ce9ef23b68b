import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound, permanentRedirect } from 'next/navigation'
import { pageCount } from '@/lib/blog/filters'
import type { BlogResult } from '@/lib/blog/types'
import type { TaxonomyPage } from '@/lib/contentful/listing'
import { getDictionary, type Dictionary } from '@/lib/i18n/dictionaries'
import type { Lang } from '@/lib/i18n/locales'
import { readLang } from '@/lib/i18n/params'
import { pagePath } from '@/lib/i18n/paths'
import { buildMetadata } from '@/lib/seo'
import { withFeed } from './blog-metadata'
import { getDraftTagger } from './draft-tags'
import { ListingPage } from './listing-page'
import { PaginationLinks } from './pagination-links'
import { slugParams } from './slug-params'

type Subject = { id: string; slug: string; name: string }
type Props = { params: Promise<{ lang: string; slug: string; page?: string }> }

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
  /** Page n of the subject's posts; in draft mode (`preview`) from the Preview API, uncached. */
  listing: (lang: Lang, slug: string, page: number, preview: boolean) => Promise<BlogResult<TaxonomyPage<T> | null>>
  describe: (subject: T | undefined, slug: string, dict: Dictionary) => TaxonomyCopy
}

/**
 * A tag's and a category's pages are one route shape, in two routes: the subject's page
 * (/{lang}/blog/{kind}/{slug}) and its further pages (…/page/{n}, n ≥ 2; page 1 redirects to the
 * subject's page). Pre-rendered for every known slug (first pages), 404 for an unknown one or a
 * page past the last (an unknown post, by contrast, redirects to the list), the blog's error state
 * when Contentful cannot answer. Each route file says what differs.
 */
export function taxonomyRoute<T extends Subject>({ kind, all, listing, describe }: Route<T>) {
  const href = (lang: Lang, slug: string, n: number) =>
    n === 1 ? pagePath(lang, 'blog', kind, slug) : pagePath(lang, 'blog', kind, slug, 'page', String(n))

  /**
   * `redirect`: the page sends …/page/1 to the subject's page; its metadata does not also (Next
   * would then send the Location header twice).
   */
  async function load(params: Props['params'], redirect = false) {
    const lang = await readLang(params)
    const { slug, page } = await params
    const n = page === undefined ? 1 : Number(page)
    if (!Number.isInteger(n) || n < 1) notFound()
    if (redirect && page !== undefined && n === 1) permanentRedirect(href(lang, slug, 1))
    const result = await listing(lang, slug, n, (await draftMode()).isEnabled)
    if (result.ok && (!result.value || (n > 1 && n > pageCount(result.value.total)))) notFound()
    return { lang, slug, n, result }
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { lang, slug, n, result } = await load(params)
    const dict = getDictionary(lang)
    const { title, description } = describe(result.ok ? result.value?.subject : undefined, slug, dict)
    const path = n === 1 ? ['blog', kind, slug] : ['blog', kind, slug, 'page', String(n)]
    return withFeed(lang, buildMetadata({ lang, path, title: n === 1 ? title : dict.blog.listingPageTitle(title, n), description }))
  }

  async function TaxonomyPage({ params }: Props) {
    const { lang, slug, n, result } = await load(params, true)
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
    return (
      <ListingPage
        lang={lang}
        path={href(lang, slug, 1)}
        pageCrumb={copy && n > 1 ? { name: dict.blog.listingPageTitle(copy.title, n), path: href(lang, slug, n) } : undefined}
        eyebrow={dict.blog[kind].eyebrow}
        result={view}
        tag={tag}
      >
        {found ? <PaginationLinks lang={lang} current={n} count={pageCount(found.total)} href={(i) => href(lang, slug, i)} /> : null}
      </ListingPage>
    )
  }

  return { generateStaticParams: slugParams(all), generateMetadata, TaxonomyPage }
}
