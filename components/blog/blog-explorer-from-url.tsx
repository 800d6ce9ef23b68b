'use client'

import { useSearchParams } from 'next/navigation'
import { BlogExplorer, type ExplorerProps } from './blog-explorer'

/**
 * The explorer started from ?q=…&category=… . Rendered inside <Suspense>: the pre-rendered
 * page holds the fallback (the unfiltered explorer), so the page stays static.
 */
export function BlogExplorerFromUrl(props: Omit<ExplorerProps, 'initial'>) {
  const params = useSearchParams()
  const query = params.get('q') ?? ''
  const wanted = params.get('category') ?? ''
  const category = props.categories.some((c) => c.slug === wanted) ? wanted : ''
  return <BlogExplorer {...props} initial={{ query, category }} />
}
