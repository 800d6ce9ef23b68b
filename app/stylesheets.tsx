'use client'

import { usePathname, useServerInsertedHTML } from 'next/navigation'
import { useRef } from 'react'
import { splitLangPrefix } from '@/lib/i18n/paths'
import { CRITICAL_CSS, type CriticalSet } from './critical-css'

/** The home page has a set of its own (its header, hero and footer); every other page shares one. */
function criticalSet(pathname: string): CriticalSet {
  const { lang, rest } = splitLangPrefix(pathname)
  return lang && rest.length === 0 ? 'home' : 'site'
}

/**
 * The stylesheet reaches the first paint without a request of its own: the rules the page draws
 * (app/critical-css.ts, written by `npm run css:critical`) go into <head> as one <style>, in the
 * HTML only (a server component's <style> would travel again in React's payload), and the whole
 * stylesheet follows without blocking, asked for by instrumentation-client.ts.
 * The font is not preloaded: a preload starts its 22 KiB with the document's own bytes, and on a
 * slow phone link the two share the bandwidth, so the first paint (drawn in the metric-matched
 * fallback, app/fonts/geist-sans.css) came about 100 ms later. Asked for by the first layout, it
 * arrives after that paint and replaces the fallback without moving a line.
 */
export function Stylesheets() {
  const pathname = usePathname()
  const inserted = useRef(false)
  useServerInsertedHTML(() => {
    if (inserted.current) return null
    inserted.current = true
    // Compiled out of the browser's bundle: the browser has the rules in <head> already.
    return typeof window === 'undefined' ? <style>{CRITICAL_CSS[criticalSet(pathname)]}</style> : null
  })
  return null
}
