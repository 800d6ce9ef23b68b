'use client'

import './globals.css'

/**
 * The whole stylesheet, imported here and nowhere else: app/stylesheets.tsx loads this module
 * lazily, so Next links the file from the browser once the page is hydrated instead of as a
 * render-blocking <link> in every document's <head>. Until then the critical rules inlined
 * there draw the page.
 */
export default function SiteStylesheet() {
  return null
}
