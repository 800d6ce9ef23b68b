'use client'

import { useSyncExternalStore } from 'react'

/**
 * Which page a client-side navigation is waiting for, so that loading states can show outside
 * the link that was clicked (navigation-loading.tsx, the mobile menu). The layout's
 * `ClientNavigation` publishes it.
 */
let pendingHref: string | null = null
const listeners = new Set<() => void>()

export function publishPendingHref(href: string | null) {
  if (href === pendingHref) return
  pendingHref = href
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The address of the page a navigation waits for, or null. Always null on the server. */
export function usePendingHref(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => pendingHref,
    () => null,
  )
}
