'use client'

import { usePathname, useServerInsertedHTML } from 'next/navigation'
import { useRef } from 'react'
import { preload } from 'react-dom'
import { splitLangPrefix } from '@/lib/i18n/paths'
import { CRITICAL_CSS, type CriticalSet } from './critical-css'
import { GEIST_SANS_URL } from './fonts/geist-sans'

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
 * The font is preloaded so that its request starts with the document's.
 */
export function Stylesheets() {
  const pathname = usePathname()
  const inserted = useRef(false)
  preload(GEIST_SANS_URL, { as: 'font', type: 'font/woff2', crossOrigin: '' })
  useServerInsertedHTML(() => {
    if (inserted.current) return null
    inserted.current = true
    // Compiled out of the browser's bundle: the browser has the rules in <head> already.
    return typeof window === 'undefined' ? <style>{CRITICAL_CSS[criticalSet(pathname)]}</style> : null
  })
  return null
}
