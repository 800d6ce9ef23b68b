'use client'

import { blogPageKind } from '@/lib/i18n/paths'
import { Container } from '@/components/ui/container'
import { usePendingHref } from '@/components/ui/link-pending'
import { PostCardSkeletons } from '@/components/blog/post-card-skeleton'
import { PostSkeleton } from '@/components/blog/post-skeleton'

/**
 * The blog's loading states, shown over the page while a link to a blog page waits for it: six
 * skeleton cards for a list, a spinner and the shape of an article for a post.
 *
 * Not `loading.tsx`: a route's loading file wraps its page in a Suspense boundary, and React
 * writes a boundary of more than 12.8 KB (every blog page) as its fallback, with the content
 * after the footer in a hidden element that a script moves into place. Phones painted the
 * skeleton first on pages that were already rendered, and a reader without JavaScript saw only
 * the skeleton. Here the static HTML is the page itself; the loading state exists only in the
 * browser, during a navigation.
 */
export function NavigationLoading() {
  const href = usePendingHref()
  const kind = href === null ? null : blogPageKind(href)
  if (kind === null) return null
  return (
    <div className="navigation-loading" data-testid="navigation-loading">
      {kind === 'list' ? (
        <Container className="py-16">
          <PostCardSkeletons />
        </Container>
      ) : (
        <PostSkeleton />
      )}
    </div>
  )
}
