import { FEATURED_COUNT, pageCount, pageSlice } from '@/lib/blog/filters'
import { toCardData } from '@/lib/blog/cards'
import { getCategories, getPostSummaries } from '@/lib/contentful'
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

export function blogPageHref(lang: Lang, n: number): string {
  return n === 1 ? pagePath(lang, 'blog') : pagePath(lang, 'blog', 'page', String(n))
}

/** The blog list, page `page`: hero, featured posts (first page), explorer, pagination. */
export async function BlogIndex({ lang, page }: { lang: Lang; page: number }) {
  const dict = getDictionary(lang)
  const copy = dict.blog
  const [posts, categories, tag] = await Promise.all([getPostSummaries(lang), getCategories(lang), getDraftTagger(lang)])
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
  const cards = posts.value.map((p) => toCardData(p, lang, copy, tag))
  // Categories that hold at least one post, so no option leads to an empty list.
  const used = new Set(posts.value.map((p) => p.category?.slug))
  const options = (categories.ok ? categories.value : [])
    .filter((c) => used.has(c.slug))
    .map((c) => ({ slug: c.slug, name: c.name, removeLabel: copy.removeCategory(c.name) }))
  const pages = Array.from({ length: pageCount(cards.length) }, (_, i) => ({
    n: i + 1,
    href: blogPageHref(lang, i + 1),
    label: copy.pagination.page(i + 1),
  }))
  const props = {
    posts: cards,
    pagePosts: pageSlice(cards, page),
    categories: options,
    pages,
    page,
    copy: {
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
      paginationLabel: copy.pagination.label,
      previous: copy.pagination.previous,
      next: copy.pagination.next,
    },
  }
  const featured = page === 1 ? cards.slice(0, FEATURED_COUNT) : []

  return (
    <>
      {header}
      <Container className="space-y-16 py-16">
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
          <BlogExplorer {...props} />
        </section>
      </Container>
    </>
  )
}
