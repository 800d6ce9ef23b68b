'use client'

import { useEffect, useMemo, useRef, useState } from 'react'
import { Link } from '@/components/ui/link'
import { LayoutGrid, List, Search, X } from '@/components/ui/icons'
import { filterFromSearch, filterPosts, filterToSearch, isFiltered, NO_FILTER, type PostFilter } from '@/lib/blog/filters'
import { cx } from '@/lib/cx'
import { buttonClasses } from '@/components/ui/button-classes'
import { PostCard } from './post-card'
import type { CategoryOption, PostCardData } from '@/lib/blog/types'

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
  paginationLabel: string
  previous: string
  next: string
}

export type ExplorerProps = {
  /** Every post, newest first: filters search them all, not only this page. */
  posts: PostCardData[]
  /** The posts of this page when no filter is set. */
  pagePosts: PostCardData[]
  categories: CategoryOption[]
  copy: ExplorerCopy
  pages: Array<{ n: number; href: string; label: string }>
  page: number
}

/**
 * Search, category filter, view toggle and the list; the filter lives in the URL to be shared.
 * The static page holds the unfiltered list, hydrated as is; a shared ?q= / ?category= applies
 * once hydrated. (Reading them with useSearchParams would make Next drop the pre-rendered list
 * and draw it again in the browser.)
 */
export function BlogExplorer({ posts, pagePosts, categories, copy, pages, page }: ExplorerProps) {
  const [filter, setFilter] = useState<PostFilter>(NO_FILTER)
  const [view, setView] = useState<'grid' | 'list'>('grid')
  const filtered = isFiltered(filter)
  const shown = useMemo(() => (filtered ? filterPosts(posts, filter) : pagePosts), [filtered, posts, pagePosts, filter])
  const active = categories.find((c) => c.slug === filter.category)
  const searchRef = useRef<HTMLInputElement>(null)
  const categoryRef = useRef<HTMLSelectElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // Whatever the visitor typed or picked before hydration wins over the URL: it is never dropped.
    const typed = { query: searchRef.current?.value ?? '', category: categoryRef.current?.value ?? '' }
    const shared = filterFromSearch(window.location.search, categories.map((c) => c.slug))
    const next = { query: typed.query || shared.query, category: typed.category || shared.category }
    // Only what the visitor typed rewrites the URL; a shared link's URL stays as it came.
    if (isFiltered(typed)) update(next)
    else setFilter(next)
    // Marks the island as interactive (the e2e specs wait for it before typing).
    rootRef.current?.setAttribute('data-hydrated', 'true')
    // Once, on hydration only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function update(next: PostFilter) {
    setFilter(next)
    // Next 16 syncs useSearchParams with the native history API: no navigation, no refetch.
    window.history.replaceState(null, '', `${window.location.pathname}${filterToSearch(next)}`)
  }
  const reset = () => update(NO_FILTER)

  return (
    <div className="space-y-6" ref={rootRef} data-testid="post-explorer">
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <input
            ref={searchRef}
            type="search"
            aria-label={copy.searchLabel}
            placeholder={copy.searchPlaceholder}
            value={filter.query}
            onChange={(e) => update({ ...filter, query: e.target.value })}
            className="h-11 w-full rounded-full border border-border bg-background pl-10 pr-4 text-sm"
          />
        </div>
        <select
          ref={categoryRef}
          aria-label={copy.categoryLabel}
          value={filter.category}
          onChange={(e) => update({ ...filter, category: e.target.value })}
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
      </div>

      {filtered ? (
        <div className="flex flex-wrap items-center gap-2">
          {active ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent px-3 py-1 text-sm text-accent-foreground">
              {active.name}
              <button type="button" aria-label={active.removeLabel} onClick={() => update({ ...filter, category: '' })} className="rounded-full p-0.5 hover:bg-background/40">
                <X className="size-3.5" aria-hidden />
              </button>
            </span>
          ) : null}
          <button type="button" onClick={reset} className={buttonClasses('ghost', 'sm')}>
            {copy.resetFilters}
          </button>
        </div>
      ) : null}

      {shown.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border p-12 text-center">
          <h2 className="text-xl font-semibold">{copy.emptyTitle}</h2>
          <p className="mt-2 text-muted-foreground">{copy.emptyHint}</p>
          <button type="button" onClick={reset} className={cx(buttonClasses('outline'), 'mt-6')}>
            {copy.resetFilters}
          </button>
        </div>
      ) : (
        <div data-testid="post-list" data-view={view} className={view === 'grid' ? 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-6'}>
          {shown.map((post) => (
            <PostCard key={post.slug} post={post} view={view} readMore={copy.readMore} />
          ))}
        </div>
      )}

      {!filtered && pages.length > 1 ? (
        <nav aria-label={copy.paginationLabel} className="flex flex-wrap items-center justify-center gap-2 pt-4">
          {page > 1 ? (
            <Link href={pages[page - 2]?.href ?? '#'} rel="prev" className={buttonClasses('outline', 'sm')}>
              {copy.previous}
            </Link>
          ) : null}
          {pages.map((p) => (
            <Link
              key={p.n}
              href={p.href}
              aria-label={p.label}
              aria-current={p.n === page ? 'page' : undefined}
              className={cx('grid size-10 place-items-center rounded-full border border-border text-sm', p.n === page ? 'bg-primary text-primary-foreground' : 'hover:bg-muted')}
            >
              {p.n}
            </Link>
          ))}
          {page < pages.length ? (
            <Link href={pages[page]?.href ?? '#'} rel="next" className={buttonClasses('outline', 'sm')}>
              {copy.next}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}
