import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { MAX_QUERY_LENGTH, searchIndex, SEARCH_RESULTS_SHOWN } from '@/lib/blog/search'
import { getSearchIndex } from '@/lib/contentful/search-index'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { readLang } from '@/lib/i18n/params'
import { pagePath } from '@/lib/i18n/paths'
import { buildMetadata } from '@/lib/seo'
import { Container } from '@/components/ui/container'
import { PageHeader } from '@/components/sections/page-header'
import { BlogError } from '@/components/blog/blog-error'
import { SearchResults } from '@/components/blog/search-results'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.slice(0, MAX_QUERY_LENGTH) ?? ''
}

/** Results are not pages of their own for search engines: the list and the posts are. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await readLang(params)
  const copy = getDictionary(lang).blog.search
  return { ...buildMetadata({ lang, path: ['blog', 'search'], title: copy.title, description: getDictionary(lang).pages.blog.meta.description }), robots: { index: false, follow: true } }
}

/**
 * The blog's search without JavaScript: the explorer's form is sent here (GET ?q=&category=).
 * A category alone opens the category's page. A query is matched against the language's cached
 * index (one cache entry per language, lib/contentful/search-index.ts): each request renders on
 * the server and stores nothing, whatever it asks.
 */
export default async function BlogSearchPage({ params, searchParams }: Props) {
  const lang = await readLang(params)
  const query = await searchParams
  const q = first(query.q).trim()
  const category = first(query.category)
  if (!q) redirect(SLUG.test(category) ? pagePath(lang, 'blog', 'category', category) : pagePath(lang, 'blog'))
  const dict = getDictionary(lang)
  const copy = dict.blog
  const index = await getSearchIndex(lang)
  const results = index.ok ? searchIndex(index.value, q) : []
  return (
    <>
      <PageHeader eyebrow={copy.heroEyebrow} heading={copy.search.heading(q)} />
      <Container className="flex flex-col gap-6 py-16">
        {!index.ok ? (
          <BlogError copy={copy.error} />
        ) : (
          <>
            <form role="search" action={pagePath(lang, 'blog', 'search')} method="get" className="flex gap-3">
              <input type="search" name="q" defaultValue={q} maxLength={MAX_QUERY_LENGTH} aria-label={copy.searchLabel} className="h-11 flex-1 rounded-full border border-border bg-background px-4 text-sm" />
              <button type="submit" className="btn btn-primary btn-md">{copy.search.submit}</button>
            </form>
            <p className="text-sm text-muted-foreground">
              {results.length === 0 ? copy.empty.title : results.length === 1 ? copy.search.resultOne : copy.search.resultMany.replace('{n}', String(results.length))}
            </p>
            {results.length > 0 ? (
              <SearchResults lang={lang} results={results.slice(0, SEARCH_RESULTS_SHOWN * 2)} postBase={`${pagePath(lang, 'blog')}/`} headingLevel="h2" />
            ) : null}
          </>
        )}
      </Container>
    </>
  )
}
