#!/usr/bin/env node
// Writes components/ui/icons.svg, one sprite of the Lucide drawings the code names, and
// components/ui/icons.css: `icon-mask`, which paints a drawing of the sprite, and one
// `lucide--{name}` utility per drawing saying which. `npm run icons:sprite` after naming a new
// drawing; both files are committed, so builds need no step, and
// scripts/build-icon-sprite.test.mjs fails while they are stale.
//
// Why a sprite and not one data: URL per drawing: Chromium builds a separate SVG document for
// each distinct SVG image, synchronously, during the style recalculation that first meets it. The
// home page's 22 drawings as data: URLs cost about 135 ms of style work on this machine, four times
// that on Lighthouse's phone, before the first paint. One sprite is one document, built once when
// its response arrives, and cached across pages.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = new URL('..', import.meta.url)

/** Where drawings are named: the icon components and the icons sections.css draws itself. */
export const NAMING_FILES = ['components/ui/icons.tsx', 'components/sections/sections.css']

/** The drawing names the code uses, sorted, each once. */
export function namedDrawings(read = (file) => readFileSync(new URL(file, root), 'utf8')) {
  const names = new Set()
  for (const file of NAMING_FILES) for (const [, name] of read(file).matchAll(/\blucide--([a-z0-9-]+)/g)) names.add(name)
  return [...names].sort()
}

// Lucide draws on a 24-unit grid and keeps every stroke, caps included, a unit inside it, so
// the cells can touch without one drawing showing in its neighbour.
const CELL = 24

/**
 * The sprite and the stylesheet for these drawing names, from the Lucide icon set. The sprite is
 * a strip, one cell per drawing. `icon-mask` scales it to the element's height, so one cell is the
 * element, and slides it left by the element's cell index (--icon-cell, set by lucide--{name}):
 * a mask-position of p% puts the image's left edge at p × (box − strip) = −p × (cells − 1) boxes.
 * The position and not a #fragment picks the drawing: the bundler, which gives the sprite its
 * hashed, immutable URL, drops fragments.
 */
export function buildSprite(names, iconSet) {
  const cells = names.map((name, index) => {
    const icon = iconSet.icons[name]
    if (!icon) throw new Error(`Lucide has no drawing named "${name}"`)
    if ((icon.width ?? iconSet.width ?? CELL) !== CELL || (icon.height ?? iconSet.height ?? CELL) !== CELL) {
      throw new Error(`Lucide's "${name}" is not drawn on a ${CELL}-unit grid`)
    }
    return `<g transform="translate(${index * CELL} 0)">${icon.body}</g>`
  })
  const width = names.length * CELL
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${CELL}" viewBox="0 0 ${width} ${CELL}">${cells.join('')}</svg>\n`
  const css =
    '/* Written by scripts/build-icon-sprite.mjs (npm run icons:sprite): do not edit. icon-mask paints\n' +
    '   the drawing a lucide--{name} utility picks from icons.svg, in the text colour; .icon and the\n' +
    '   icons sections.css draws apply it. */\n' +
    `@utility icon-mask {\n  background-color: currentColor;\n  mask: url('./icons.svg') calc(var(--icon-cell) * 100% / ${Math.max(names.length - 1, 1)}) 0 / ${names.length * 100}% 100% no-repeat;\n}\n` +
    names.map((name, index) => `@utility lucide--${name} {\n  --icon-cell: ${index};\n}\n`).join('')
  return { svg, css }
}

export function readIconSet() {
  return JSON.parse(readFileSync(new URL('node_modules/@iconify-json/lucide/icons.json', root), 'utf8'))
}

export const SPRITE_FILE = 'components/ui/icons.svg'
export const SPRITE_CSS_FILE = 'components/ui/icons.css'

function main() {
  const names = namedDrawings()
  const { svg, css } = buildSprite(names, readIconSet())
  writeFileSync(new URL(SPRITE_FILE, root), svg)
  writeFileSync(new URL(SPRITE_CSS_FILE, root), css)
  console.log(`${SPRITE_FILE}: ${names.length} drawings, ${(svg.length / 1024).toFixed(1)} KiB; ${SPRITE_CSS_FILE} written`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
