'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState, useTransition } from 'react'
import { publishPendingHref } from '@/components/ui/link-pending'
import { drawAllPostBlocks } from './deferred-drawing'
import { isPlainClick, pageHref } from './page-links'

/** The link an event happened in, if any (an icon or a text inside it included). */
function anchorOf(event: Event): HTMLAnchorElement | null {
  const element = event.target instanceof Element ? event.target.closest('a') : null
  return element instanceof HTMLAnchorElement ? element : null
}

/**
 * Client-side navigation for every link to a page of this site (components/ui/link.tsx), from one
 * set of listeners rather than one client component per link. It is the `useRouter` pattern of
 * Next's prefetching guide ("Extending or ejecting link"):
 * - a link prefetches its page when the pointer rests on it, when it takes focus or when a finger
 *   lands on it, which still leaves a few hundred milliseconds before the click; not on sight,
 *   which on a phone was a dozen pages parsed right after load for pages never opened;
 * - a plain click on it becomes `router.push`; any other (new tab, download, another site) is
 *   the browser's;
 * - while the next page is on its way, its address is published for the loading states
 *   (navigation-loading.tsx, the mobile menu). A prefetched page arrives at once and the
 *   loading state, which fades in after 100 ms, never shows.
 * Before hydration a link is an ordinary link and loads its page.
 */
export function ClientNavigation() {
  const router = useRouter()
  const [isPending, startTransition] = useTransition()
  const [pendingHref, setPendingHref] = useState<string | null>(null)

  useEffect(() => publishPendingHref(isPending ? pendingHref : null), [isPending, pendingHref])

  useEffect(() => {
    let lastPrefetched: string | null = null
    const prefetch = (event: Event) => {
      const anchor = anchorOf(event)
      const href = anchor && pageHref(anchor, location.origin)
      if (!href) return
      const page = href.replace(/#.*$/, '')
      // The pointer crossing a link's icon and text is one intent. Next's cache answers the rest:
      // a page it holds fresh is not fetched again.
      if (page === lastPrefetched) return
      lastPrefetched = page
      router.prefetch(page)
    }
    const navigate = (event: MouseEvent) => {
      const anchor = isPlainClick(event) ? anchorOf(event) : null
      const href = anchor && pageHref(anchor, location.origin)
      if (!href) return
      event.preventDefault()
      drawAllPostBlocks(false)
      setPendingHref(href)
      startTransition(() => router.push(href))
    }
    // On window, so that React's own handlers (on the document) have run first: a link whose
    // onClick calls preventDefault keeps its click.
    const intents = ['mouseover', 'focusin', 'touchstart'] as const
    for (const type of intents) window.addEventListener(type, prefetch, { passive: true })
    window.addEventListener('click', navigate)
    // Back and forward: React renders the page within this event, and the browser restores its
    // scroll once the event is over, by then with a post's blocks drawn at their real height.
    const restore = () => drawAllPostBlocks()
    window.addEventListener('popstate', restore)
    return () => {
      for (const type of intents) window.removeEventListener(type, prefetch)
      window.removeEventListener('click', navigate)
      window.removeEventListener('popstate', restore)
    }
  }, [router])

  return null
}
