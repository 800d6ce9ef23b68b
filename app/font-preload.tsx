'use client'

import { GEIST_SANS_URL } from './fonts/geist-sans-url'

/**
 * Asks for Geist with the document's first bytes, from the top of <body>, not from <head>: the
 * preload scanner finds this link before the parser has run a script, so the file is asked for
 * about 100 ms sooner than by app/web-font.tsx's script alone, which then takes it from memory.
 * Preloaded, the font is in before the first frame whenever the link is fast enough, and the page
 * is laid out once, in Geist; when it is not, the next page is (app/web-font.tsx).
 *
 * Why <body>: Chromium holds the first paint for a font preload it finds before <body>, until
 * the font comes or a timeout (render_blocking_resource_manager.cc). On a slow phone link the
 * font cannot come first, so a <head> preload cost the first paint about 100 ms, whatever its
 * priority; one in <body> is fetched as early and holds nothing (docs/performance.md, issue 41's
 * eighth session). React puts every <link> into <head> except one with a load handler, hence the
 * handler, and the client component it needs.
 */
export function FontPreload() {
  return <link rel="preload" href={GEIST_SANS_URL} as="font" type="font/woff2" crossOrigin="" onLoad={keepInBody} />
}

/** Nothing to do once the font is in: its being here is what keeps the link where it is. */
function keepInBody() {}
