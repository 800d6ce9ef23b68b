'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

const HASH_DELAY_MS = 100

/**
 * Next already scrolls to the top on navigation; this adds a smooth scroll to a hash
 * target once the page has laid out.
 */
export function RouteScroll() {
  const pathname = usePathname()

  useEffect(() => {
    const id = safeDecode(window.location.hash.slice(1))
    if (!id) return
    const timer = window.setTimeout(() => {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      document.getElementById(id)?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth' })
    }, HASH_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [pathname])

  return null
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
