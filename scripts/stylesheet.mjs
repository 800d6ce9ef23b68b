// The site's stylesheet as the build makes it: app/globals.css through postcss.config.mjs's
// plugins (Tailwind, minified as in production, then drop-unused-tw-properties), without a
// Next build. Every page loads it by script, after its first paint (instrumentation-client.ts, issue 41), and
// the tests hold it to its budget (stylesheet.test.mjs).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import tailwind from '@tailwindcss/postcss'
import postcss from 'postcss'
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
