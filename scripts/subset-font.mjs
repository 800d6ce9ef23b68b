#!/usr/bin/env node
// Writes public/fonts/geist-sans-<hash>.woff2: Geist's variable font (from the `geist` package) cut
// down to the characters English and French pages use and the weights they draw. The name carries
// the first 8 hex digits of the file's SHA-256, so next.config.mjs can let browsers cache it for a
// year; the script deletes its older files in public/fonts and writes the new URL into the
// constant the preload and the face name it by, app/fonts/geist-sans-url.ts. `npm run font:subset`
// after changing the ranges below or upgrading `geist`; the output is committed, so builds need no step.
//
// Why: the full variable font is 68 KiB, and on a slow phone link it competes with the page and
// its scripts for the bandwidth. Basic Latin and Latin-1 with œ cover both languages;
// the rest is the punctuation French typography needs. `scripts/subset-font.test.mjs` checks
// that every character of the site's copy is in the subset; a character outside it (a name an
// editor types in the blog, say) still shows, drawn in the fallback font.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { writeHashedFile } from './hashed-file.mjs'

/** Inclusive code point ranges kept in the subset. */
export const SUBSET_RANGES = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1: no-break space, « », ° £ ©, and the accented letters
  [0x0152, 0x0153], // Œ œ
  [0x0178, 0x0178], // Ÿ
  [0x1d49, 0x1d49], // ᵉ, as in « 8ᵉ arrondissement »
  [0x2009, 0x2014], // thin space, hyphens, en and em dashes
  [0x2018, 0x201e], // ‘ ’ ‚ “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x202f, 0x202f], // narrow no-break space, before ; ! ? in French
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // ← ↑ → ↓
]

const SOURCE = new URL('../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2', import.meta.url)
const FONTS_DIR = new URL('../public/fonts/', import.meta.url)
/** The subset's name in public/fonts, before its hash and extension. */
export const FONT_PREFIX = 'geist-sans'
/**
 * The module whose constants name the file and its weights: for the preload (app/font-preload.tsx),
 * the face added once loaded (app/web-font.tsx) and the one for browsers without scripts
 * (scripts/stylesheet.mjs).
 */
export const FONT_URL_FILE = 'app/fonts/geist-sans-url.ts'

/** The URL of the public/fonts file of that name. */
export const fontUrl = (name) => `/fonts/${name}`

/**
 * The font's module with its one `GEIST_SANS_URL = '...'` pointing at `url`; throws unless the
 * constant is found exactly once.
 */
export function withFontUrlConstant(ts, url) {
  const pattern = /(GEIST_SANS_URL = ')[^']*(')/g
  const found = ts.match(pattern)?.length ?? 0
  if (found !== 1) throw new Error(`${FONT_URL_FILE}: expected one \`GEIST_SANS_URL = '...'\`, found ${found}`)
  return ts.replace(pattern, `$1${url}$2`)
}

/**
 * The weights the site draws: Tailwind's font-normal (400) to font-bold (700). The variable font
 * spans 100–900; cut to this range it is a quarter smaller (30.5 → 22.3 KiB), and every weight in
 * it is still one file. `<strong>` asks for `bolder`, 700 in body text. app/fonts/geist-sans-url.ts
 * declares the same range, and scripts/subset-font.test.mjs checks that no class asks for more.
 */
export const WEIGHT_RANGE = { min: 400, max: 700 }

export function subsetText() {
  let text = ''
  for (const [from, to] of SUBSET_RANGES) for (let code = from; code <= to; code++) text += String.fromCodePoint(code)
  return text
}

async function main() {
  const { default: subsetFont } = await import('subset-font')
  const source = readFileSync(SOURCE)
  const subset = await subsetFont(source, subsetText(), { targetFormat: 'woff2', variationAxes: { wght: WEIGHT_RANGE } })
  const name = writeHashedFile(FONTS_DIR, FONT_PREFIX, '.woff2', subset)
  const urlFile = new URL(`../${FONT_URL_FILE}`, import.meta.url)
  writeFileSync(urlFile, withFontUrlConstant(readFileSync(urlFile, 'utf8'), fontUrl(name)))
  console.log(`public/fonts/${name}: ${(subset.length / 1024).toFixed(1)} KiB (was ${(source.length / 1024).toFixed(1)} KiB); ${FONT_URL_FILE} written`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
