import { draftMode } from 'next/headers'
import { FEATURED_COUNT, pageCount } from '@/lib/blog/filters'
import { toCardData } from '@/lib/blog/cards'
import type { BlogResult } from '@/lib/blog/types'
import { getCategories } from '@/lib/contentful'
import { getPostPage, type PostPage } from '@/lib/contentful/listing'
import { getDictionary } from '@/lib/i18n/dictionaries'
import type { Lang } from '@/lib/i18n/locales'
import { pagePath } from '@/lib/i18n/paths'
import { breadcrumbJsonLd, sectionCrumb } from '@/lib/seo'
import { Container } from '@/components/ui/container'
import { PageHeader } from '@/components/sections/page-header'
import { BlogError } from '@/components/blog/blog-error'
import { BlogExplorer } from '@/components/blog/blog-explorer'
import { PostCard } from '@/components/blog/post-card'
import { JsonLd } from '@/components/seo/json-ld'
import { getDraftTagger } from './draft-tags'
import { PaginationLinks } from './pagination-links'

export function blogPageHref(lang: Lang, n: number): string {
  return n === 1 ? pagePath(lang, 'blog') : pagePath(lang, 'blog', 'page', String(n))
}

/** Where the language's search index is served (app/api/blog/search-index/[lang]). */
export function searchIndexHref(lang: Lang): string {
  return `/api/blog/search-index/${lang}`
}

/**
 * Page `n` of the blog's posts: the published ones, or in draft mode the editor's saved drafts
 * (Preview API, never cached). Reading draftMode() keeps the page pre-rendered for visitors.
 */
export async function readPostPage(lang: Lang, n: number): Promise<BlogResult<PostPage>> {
  return getPostPage(lang, n, (await draftMode()).isEnabled)
}

/**
 * The blog list, page `page`: hero, featured posts (first page), explorer with this page's cards,
 * pagination. The page carries its own cards and nothing else, so its weight does not grow with
 * the archive: search fetches an index on first use, the category filter opens the category's page.
 */
export async function BlogIndex({ lang, page }: { lang: Lang; page: number }) {
  const dict = getDictionary(lang)
  const copy = dict.blog
  const [posts, categories, tag] = await Promise.all([readPostPage(lang, page), getCategories(lang), getDraftTagger(lang)])
  const trail = [sectionCrumb(lang, 'blog'), ...(page > 1 ? [{ name: copy.pageTitle(page), path: blogPageHref(lang, page) }] : [])]
  const header = (
    <>
      <JsonLd data={breadcrumbJsonLd(lang, trail)} />
      <PageHeader eyebrow={copy.heroEyebrow} heading={dict.pages.blog.heading} intro={dict.pages.blog.intro} />
    </>
  )
  if (!posts.ok) {
    return (
      <>
        {header}
        <BlogError copy={copy.error} />
      </>
    )
  }
  const cards = posts.value.posts.map((p) => toCardData(p, lang, copy, tag))
  const options = (categories.ok ? categories.value : []).map((c) => ({ slug: c.slug, name: c.name, href: pagePath(lang, 'blog', 'category', c.slug) }))
  const featured = page === 1 ? cards.slice(0, FEATURED_COUNT) : []

  return (
    <>
      {header}
      <Container className="flex flex-col gap-16 py-16">
        {featured.length > 0 ? (
          <section aria-labelledby="featured-heading">
            <h2 id="featured-heading" className="mb-6 text-2xl font-bold tracking-tight">{copy.featured}</h2>
            <div data-testid="featured-posts" className="grid gap-6 md:grid-cols-3">
              {featured.map((post, i) => (
                <PostCard key={post.slug} post={post} view="grid" readMore={copy.readMore} priority={i === 0} />
              ))}
            </div>
          </section>
        ) : null}
        <section aria-labelledby="all-heading">
          <h2 id="all-heading" className="mb-6 text-2xl font-bold tracking-tight">{copy.latest}</h2>
          <BlogExplorer
            lang={lang}
            pagePosts={cards}
            categories={options}
            listHref={pagePath(lang, 'blog')}
            searchAction={pagePath(lang, 'blog', 'search')}
            indexUrl={searchIndexHref(lang)}
            postBase={`${pagePath(lang, 'blog')}/`}
            copy={{
              searchLabel: copy.searchLabel,
              searchPlaceholder: copy.searchPlaceholder,
              categoryLabel: copy.categoryLabel,
              allCategories: copy.allCategories,
              resetFilters: copy.resetFilters,
              gridView: copy.gridView,
              listView: copy.listView,
              readMore: copy.readMore,
              emptyTitle: copy.empty.title,
              emptyHint: copy.empty.hint,
              searching: copy.search.searching,
              searchFailed: copy.search.failed,
              showMore: copy.search.showMore,
              resultOne: copy.search.resultOne,
              resultMany: copy.search.resultMany,
            }}
          >
            <PaginationLinks lang={lang} current={page} count={pageCount(posts.value.total)} href={(n) => blogPageHref(lang, n)} />
          </BlogExplorer>
        </section>
      </Container>
    </>
  )
}
