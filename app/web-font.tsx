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
 * at once: no stand-in, and the swap is the one relayout there always was.
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

/** A failed load leaves the fallback faces, which is what the page draws until then anyway. */
export const LOAD_GEIST = `(f=>f.load().then(()=>document.fonts.add(f),()=>{}))(new FontFace("Geist",${JSON.stringify(
  `url(${GEIST_SANS_URL}) format("woff2")`,
)},{weight:${JSON.stringify(GEIST_SANS_WEIGHT)}}))`
