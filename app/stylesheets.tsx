'use client'

import { usePathname, useServerInsertedHTML } from 'next/navigation'
import { useRef } from 'react'
import { CRITICAL_CSS } from './critical-css'
import { criticalSet } from './critical-set'

/**
 * The stylesheet reaches the first paint without a request of its own: the rules the page's kind
 * draws (app/critical-css.ts, written by `npm run css:critical`; the kind read from the path by
 * app/critical-set.ts: the home page, a post, the blog's other pages, a service, each section's
 * page, the rest) go into <head> as one <style>, in the HTML only (a server component's <style>
 * would travel again in React's payload), and the whole stylesheet follows without blocking,
 * asked for by instrumentation-client.ts (a browser without scripts reads it from <noscript>).
 * One set per kind keeps each document to the rules it can draw.
 * The font is asked for from <body> (app/font-preload.tsx says why not from here).
 */
export function Stylesheets() {
  const pathname = usePathname()
  const inserted = useRef(false)
  useServerInsertedHTML(() => {
    if (inserted.current) return null
    inserted.current = true
    // Compiled out of the browser's bundle: the browser has the rules in <head> already.
    if (typeof window !== 'undefined') return null
    return (
      <>
        <style>{CRITICAL_CSS[criticalSet(pathname)]}</style>
        {/* Without scripts nothing asks for the whole stylesheet: a browser that runs none reads
            this link, and the sections below the first screen are drawn. */}
        {process.env.NOSCRIPT_STYLESHEET ? (
          <noscript>
            <link rel="stylesheet" href={process.env.NOSCRIPT_STYLESHEET} />
          </noscript>
        ) : null}
      </>
    )
  })
  return null
}
