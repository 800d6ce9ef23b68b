'use client'

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useRouter } from 'next/navigation'
import { LayoutGrid, List, Search } from '@/components/ui/icons'
import { buttonClasses } from '@/components/ui/button-classes'
import { readSearchIndex, searchIndex, SEARCH_RESULTS_SHOWN, type SearchIndex } from '@/lib/blog/search'
import { cx } from '@/lib/cx'
import type { Lang } from '@/lib/i18n/locales'
import type { PostCardData } from '@/lib/blog/types'
import { PostCard } from './post-card'
import { SearchResults } from './search-results'

export type ExplorerCopy = {
  searchLabel: string
  searchPlaceholder: string
  categoryLabel: string
  allCategories: string
  resetFilters: string
  gridView: string
  listView: string
  readMore: string
  emptyTitle: string
  emptyHint: string
  searching: string
  searchFailed: string
  showMore: string
  /** The result count: `resultOne` for one, `resultMany` with {n} replaced for more (none: the empty state says so). */
  resultOne: string
  resultMany: string
}

export type ExplorerProps = {
  lang: Lang
  /** This page's cards, and nothing else: search reads the index, the category filter navigates. */
  pagePosts: PostCardData[]
  categories: Array<{ slug: string; name: string; href: string }>
  /** The list itself: "All categories". */
  listHref: string
  /** Where the form goes without JavaScript (the search page, rendered on the server). */
  searchAction: string
  /** The language's search index (lib/blog/search.ts), fetched on first use. */
  indexUrl: string
  /** A post's address is this followed by its slug. */
  postBase: string
  copy: ExplorerCopy
  /** The pagination bar, hidden while the list shows search results. */
  children?: ReactNode
}

/** One fetch of each index per page load, shared by every render that needs it. */
const indexes = new Map<string, Promise<SearchIndex>>()

function loadIndex(url: string): Promise<SearchIndex> {
  let pending = indexes.get(url)
  if (!pending) {
    pending = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`search index: ${response.status}`)
      return readSearchIndex(await response.json())
    })
    // A failed fetch is tried again on the next keystroke.
    pending.catch(() => indexes.delete(url))
    indexes.set(url, pending)
  }
  return pending
}

type IndexState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; index: SearchIndex }

/**
 * Search, category filter, view toggle and this page's cards. Search covers every post without
 * the page carrying them: the first keystroke (or focus) fetches the language's index, a few
 * bytes a post, and titles are matched in the browser. The query lives in the URL (?q=) to be
 * shared. The category filter is the category's own page. Without JavaScript the form is sent to
 * the search page, which does the same on the server.
 */
export function BlogExplorer({ lang, pagePosts, categories, listHref, searchAction, indexUrl, postBase, copy, children }: ExplorerProps) {
  const router = useRouter()
  const [query, setQuery] = useState('')
  const [view, setView] = useState<'grid' | 'list'>('grid')
  const [state, setState] = useState<IndexState>({ status: 'idle' })
  const [shown, setShown] = useState(SEARCH_RESULTS_SHOWN)
  const searchRef = useRef<HTMLInputElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const searching = query.trim() !== ''
  const results = useMemo(() => (state.status === 'ready' && searching ? searchIndex(state.index, query) : []), [state, query, searching])

  function prepare() {
    if (state.status === 'ready' || state.status === 'loading') return
    setState({ status: 'loading' })
    loadIndex(indexUrl).then(
      (index) => setState({ status: 'ready', index }),
      () => setState({ status: 'failed' }),
    )
  }

  function update(next: string) {
    setQuery(next)
    setShown(SEARCH_RESULTS_SHOWN)
    if (next.trim()) prepare()
    // Next 16 syncs useSearchParams with the native history API: no navigation, no refetch.
    window.history.replaceState(null, '', next ? `${window.location.pathname}?${new URLSearchParams({ q: next })}` : window.location.pathname)
  }

  useEffect(() => {
    // Whatever the visitor typed before hydration wins over the URL: it is never dropped.
    const typed = searchRef.current?.value ?? ''
    const shared = new URLSearchParams(window.location.search).get('q') ?? ''
    if (typed) update(typed)
    else if (shared) {
      setQuery(shared)
      prepare()
    }
    // Marks the island as interactive (the e2e specs wait for it before typing).
    rootRef.current?.setAttribute('data-hydrated', 'true')
    // Once, on hydration only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function statusLine(): string {
    if (state.status === 'failed') return copy.searchFailed
    if (state.status !== 'ready') return copy.searching
    if (results.length === 0) return copy.emptyTitle
    return results.length === 1 ? copy.resultOne : copy.resultMany.replace('{n}', String(results.length))
  }

  const empty = (
    <div className="rounded-2xl border border-dashed border-border p-12 text-center">
      <h2 className="text-xl font-semibold">{copy.emptyTitle}</h2>
      <p className="mt-2 text-muted-foreground">{copy.emptyHint}</p>
      <button type="button" onClick={() => update('')} className={cx(buttonClasses('outline'), 'mt-6')}>
        {copy.resetFilters}
      </button>
    </div>
  )

  return (
    <div className="flex flex-col gap-6" ref={rootRef} data-testid="post-explorer">
      <form role="search" action={searchAction} method="get" onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-3 md:flex-row md:items-center">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 shift-center-y text-muted-foreground" aria-hidden />
          <input
            ref={searchRef}
            type="search"
            name="q"
            maxLength={100}
            aria-label={copy.searchLabel}
            placeholder={copy.searchPlaceholder}
            value={query}
            onFocus={prepare}
            onChange={(e) => update(e.target.value)}
            className="h-11 w-full rounded-full border border-border bg-background pl-10 pr-4 text-sm"
          />
        </div>
        <select
          name="category"
          aria-label={copy.categoryLabel}
          defaultValue=""
          onChange={(e) => router.push(categories.find((c) => c.slug === e.target.value)?.href ?? listHref)}
          className="h-11 rounded-full border border-border bg-background px-4 text-sm"
        >
          <option value="">{copy.allCategories}</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
        <div className="flex gap-1 rounded-full border border-border p-1">
          {(['grid', 'list'] as const).map((v) => {
            const Icon = v === 'grid' ? LayoutGrid : List
            return (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                aria-label={v === 'grid' ? copy.gridView : copy.listView}
                onClick={() => setView(v)}
                className={cx('grid size-9 place-items-center rounded-full', view === v ? 'bg-primary text-primary-foreground' : 'hover:bg-muted')}
              >
                <Icon className="size-4" aria-hidden />
              </button>
            )
          })}
        </div>
      </form>

      {searching ? (
        <>
          <div className="flex flex-wrap items-center gap-3">
            {/* Read out on every change; with no result the empty state below says it on screen. */}
            <p role="status" className={cx('text-sm text-muted-foreground', state.status === 'ready' && results.length === 0 && 'sr-only')}>
              {statusLine()}
            </p>
            <button type="button" onClick={() => update('')} className={buttonClasses('ghost', 'sm')}>
              {copy.resetFilters}
            </button>
          </div>
          {state.status === 'ready' && results.length === 0 ? empty : null}
          {results.length > 0 ? (
            <SearchResults lang={lang} results={results.slice(0, shown)} postBase={postBase} headingLevel="h3" />
          ) : null}
          {results.length > shown ? (
            <div className="text-center">
              <button type="button" onClick={() => setShown((n) => n + SEARCH_RESULTS_SHOWN)} className={buttonClasses('outline', 'sm')}>
                {copy.showMore}
              </button>
            </div>
          ) : null}
        </>
      ) : pagePosts.length === 0 ? (
        empty
      ) : (
        <>
          <div data-testid="post-list" data-view={view} className={view === 'grid' ? 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-6'}>
            {pagePosts.map((post) => (
              <PostCard key={post.slug} post={post} view={view} readMore={copy.readMore} />
            ))}
          </div>
          {children}
        </>
      )}
    </div>
  )
}
