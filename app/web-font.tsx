import { FontPreload } from './font-preload'
import { GEIST_SANS_URL, GEIST_SANS_WEIGHT } from './fonts/geist-sans-url'

/**
 * Geist is declared to the page only once its file is in: a script builds its face with the Font
 * Loading API and adds it to `document.fonts` when loaded. Until then the page names a family it
 * has no face for and draws in app/fonts/geist-sans.css's fallback faces at once.
 *
 * Why not an @font-face in the critical rules: while a declared web font is still on its way,
 * Chromium gives every font size and weight that asks for it a stand-in of its own, the system's
 * last-resort font, looked up before the fallback faces are. On a slow link that is every first
 * visit, and those lookups were about half of the home page's first layout at 4× CPU (issue 41's
 * twenty-third and twenty-fourth sessions, docs/performance.md). Added loaded, the face is drawn
 * at once: no stand-in. When it is added is LOAD_GEIST's rule, below.
 *
 * On a fast link the file is in before the first layout, as with the @font-face: the preload
 * (app/font-preload.tsx) asks for it with the document's first bytes and this FontFace's load
 * takes the preloaded file. The script runs where it stands, at the top of <body>, so it holds no
 * paint (a Font Loading API load from <head> would). A browser without scripts reads the face
 * from the stylesheet in <noscript> (scripts/stylesheet.mjs).
 */
export function WebFont() {
  return (
    <>
      <FontPreload />
      <script dangerouslySetInnerHTML={{ __html: LOAD_GEIST }} />
    </>
  )
}

/**
 * Geist is drawn only where it can be from the first frame on, so that text never moves under the
 * reader's eyes. A file that comes once a frame has drawn the page's text (its header: on a slow
 * phone link, most first visits) waits for the next page: the face is added when the visitor goes
 * to another page of the site or back (the Navigation API's `navigate` event, which Next's router
 * fires by pushing the new address in the same task as it draws the new page), so that page is
 * drawn in Geist from its first frame and nothing already on screen moves. Next's own `replace`
 * (at hydration, for instance) changes no page and does not count.
 * - Why: the fallback faces are scaled to Geist's widths, yet a line still broke elsewhere at the
 *   swap, a layout shift of 0.01 on the home page (issue 41's twenty-sixth session).
 * - Why frames, not the first-contentful-paint entry: that entry is timed when the frame reaches
 *   the screen, 15-200 ms after the main thread laid the text out; a face added in between still
 *   moved the text.
 * This is `font-display: optional`'s rule, for a face the script declares. A browser without the
 * Navigation API draws Geist from its next full page load, from the cache. A failed load leaves the
 * fallback faces, which is what the page draws until then anyway.
 */
export const LOAD_GEIST = `(f=>{let d,w=()=>document.querySelector("header")?d=1:requestAnimationFrame(w),a=()=>document.fonts.add(f);requestAnimationFrame(w);f.load().then(()=>d?window.navigation?.addEventListener("navigate",e=>e.navigationType!="replace"&&a()):a(),()=>{})})(new FontFace("Geist",${JSON.stringify(
  `url(${GEIST_SANS_URL}) format("woff2")`,
)},{weight:${JSON.stringify(GEIST_SANS_WEIGHT)}}))`
