'use client'

import { useLinkStatus } from 'next/link'
import { useEffect, useSyncExternalStore } from 'react'

/**
 * Which link's navigation is waiting for its page, so that a loading state can show outside the
 * link. Next's `useLinkStatus` answers only inside a `<Link>`, and only while the destination was
 * not prefetched: exactly when a visitor would otherwise look at the old page with no sign that
 * the click was taken.
 */
let pendingHref: string | null = null
const listeners = new Set<() => void>()

function publish(href: string | null) {
  pendingHref = href
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Rendered inside every `<Link>`: draws nothing, says when that link's navigation is pending. */
export function LinkPendingSignal({ href }: { href: string }) {
  const { pending } = useLinkStatus()
  useEffect(() => {
    if (!pending) return
    publish(href)
    // Another link clicked meanwhile owns the state now; leave it.
    return () => {
      if (pendingHref === href) publish(null)
    }
  }, [pending, href])
  return null
}

/** The href of the link whose navigation is pending, or null. Always null on the server. */
export function usePendingHref(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => pendingHref,
    () => null,
  )
}
