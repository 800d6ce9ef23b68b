// The site's stylesheet as the build makes it: app/globals.css through postcss.config.mjs's
// plugins (Tailwind, minified as in production, then drop-unused-tw-properties), without a
// Next build. Every page loads it by script, after its first paint (instrumentation-client.ts, issue 41), and
// the tests hold it to its budget (stylesheet.test.mjs); `npm run build` writes it for browsers
// without scripts (writeNoscriptStylesheet).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import tailwind from '@tailwindcss/postcss'
import postcss from 'postcss'
import { GEIST_SANS_URL, GEIST_SANS_WEIGHT } from '../app/fonts/geist-sans-url.ts'
import { writeHashedFile } from './hashed-file.mjs'
import dropUnusedTwProperties from './postcss/drop-unused-tw-properties.mjs'

const entry = fileURLToPath(new URL('../app/globals.css', import.meta.url))
const fontFaces = fileURLToPath(new URL('../app/fonts/geist-sans.css', import.meta.url))

/** The minified stylesheet's text. */
export async function buildStylesheet() {
  const result = await postcss([tailwind({ optimize: { minify: true } }), dropUnusedTwProperties()]).process(readFileSync(entry, 'utf8'), {
    from: entry,
  })
  return result.css
}

/** Where `npm run build` writes the stylesheet for browsers that run no script. */
const NOSCRIPT_DIR = new URL('../public/styles/', import.meta.url)

/**
 * Writes the stylesheet into public/styles under its content's hash, for browsers that run no
 * script: the script that loads it for everyone else never runs there, and the sections below
 * the first screen would stay transparent (app/stylesheets.tsx links it in <noscript>). Geist's
 * face comes with it, which the others get from a script too (app/web-font.tsx). Next emits its
 * own copy under a name known only once the pages are rendered; this one's name is known before.
 * Returns its path on the site.
 */
export async function writeNoscriptStylesheet() {
  return `/styles/${writeHashedFile(NOSCRIPT_DIR, 'site', '.css', (await buildStylesheet()) + GEIST_FACE)}`
}

/** Geist's face for a browser that runs no script: the one app/web-font.tsx adds once loaded. */
export const GEIST_FACE = `@font-face{font-family:Geist;src:url(${GEIST_SANS_URL})format("woff2");font-weight:${GEIST_SANS_WEIGHT};font-display:swap}`

/**
 * app/fonts/geist-sans.css minified as the stylesheet is: the faces every page's critical rules
 * carry (scripts/critical-css.mjs), which the stylesheet itself leaves out (app/globals.css says
 * why). Tailwind minifies a file it is asked to import, not one without its directives.
 */
export async function buildFontFaces() {
  const result = await postcss([tailwind({ optimize: { minify: true } })]).process(`@import ${JSON.stringify(fontFaces)};`, { from: entry })
  const root = postcss.parse(result.css)
  root.walkComments((comment) => comment.remove())
  return root.toString().trim()
}
