#!/usr/bin/env node
// Writes public/icons/sprite-<hash>.svg, one sprite of the Lucide drawings the code names, and
// components/ui/icons.css: `icon-mask`, which paints a drawing of the sprite, and one
// `lucide--{name}` utility per drawing saying which. `npm run icons:sprite` after naming a new
// drawing; both files are committed, so builds need no step, and
// scripts/build-icon-sprite.test.mjs fails while they are stale.
//
// The sprite is served from public/ under a fixed URL, not through the bundler, so the critical
// stylesheet inlined in <head> can name it without a build-specific URL. Its name carries the
// first 8 hex digits of its SHA-256 (the script deletes its older sprites), so next.config.mjs
// can let browsers keep it a year.
//
// Why a sprite and not one data: URL per drawing: Chromium builds a separate SVG document for
// each distinct SVG image, synchronously, during the style recalculation that first meets it. The
// home page's 22 drawings as data: URLs cost about 135 ms of style work on this machine, four times
// that on Lighthouse's phone, before the first paint. One sprite is one document, built once when
// its response arrives, and cached across pages.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import svgpath from 'svgpath'
import { hashedName, writeHashedFile } from './hashed-file.mjs'

const root = new URL('..', import.meta.url)

/** Where drawings are named: the icon components, and the sections' styles that draw an icon on a pseudo-element. */
export const NAMING_FILES = [
  'components/ui/icons.tsx',
  'components/sections/checked.css',
  'components/sections/service-card.css',
  'components/sections/testimonials-marquee.css',
]

/** The drawing names the code uses, sorted, each once. */
export function namedDrawings(read = (file) => readFileSync(new URL(file, root), 'utf8')) {
  const names = new Set()
  for (const file of NAMING_FILES) for (const [, name] of read(file).matchAll(/\blucide--([a-z0-9-]+)/g)) names.add(name)
  return [...names].sort()
}

// Lucide draws on a 24-unit grid and keeps every stroke, caps included, a unit inside it, so
// the cells can touch without one drawing showing in its neighbour.
const CELL = 24

// How every Lucide drawing is stroked. The sprite strokes all of them as one path with it.
const LUCIDE_STROKE = 'fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2"'

const number = (value) => Number(value ?? 0)

/** A shape of a Lucide drawing as path data, in the drawing's own 24-unit grid. */
function shapeToPath(tag, attrs) {
  if (tag === 'path') return attrs.d
  if (tag === 'circle' || tag === 'ellipse') {
    const [cx, cy] = [number(attrs.cx), number(attrs.cy)]
    const [rx, ry] = tag === 'circle' ? [number(attrs.r), number(attrs.r)] : [number(attrs.rx), number(attrs.ry)]
    return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0z`
  }
  // rect: its corners rounded by rx and ry, either standing for both, as SVG draws it.
  const [x, y, w, h] = [number(attrs.x), number(attrs.y), number(attrs.width), number(attrs.height)]
  const rx = Math.min(number(attrs.rx ?? attrs.ry), w / 2)
  const ry = Math.min(number(attrs.ry ?? attrs.rx), h / 2)
  if (!rx || !ry) return `M${x} ${y}h${w}v${h}h${-w}z`
  const corner = (dx, dy) => `a${rx} ${ry} 0 0 1 ${dx} ${dy}`
  return `M${x + rx} ${y}h${w - 2 * rx}${corner(rx, ry)}v${h - 2 * ry}${corner(-rx, ry)}h${2 * rx - w}${corner(-rx, -ry)}v${2 * ry - h}${corner(rx, -ry)}z`
}

const attributesOf = (text) => Object.fromEntries([...text.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]))
const SHAPES = new Set(['path', 'circle', 'ellipse', 'rect'])
const GEOMETRY = new Set(['d', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'width', 'height'])

/**
 * A Lucide drawing as path data moved into its cell: `stroke` for every shape's outline, `fill`
 * for the shapes also filled (the palette's dots). Lucide writes a drawing as one stroked shape,
 * or as shapes in a stroked group; anything else (another stroke, a transform, an element this
 * does not know) throws, so the sprite never quietly draws it wrong.
 */
function drawingPaths(name, body, offset) {
  const unsupported = () => new Error(`Lucide's "${name}" is not drawn as the sprite can merge it: ${body}`)
  const group = /^<g ([^>]*)>(.*)<\/g>$/s.exec(body)
  if (group && group[1] !== LUCIDE_STROKE) throw unsupported()
  const shapes = group ? group[2] : body
  const elements = [...shapes.matchAll(/<(\w+)((?:\s+[\w-]+="[^"]*")*)\s*\/>/g)]
  if (elements.map(([element]) => element).join('') !== shapes) throw unsupported()
  const stroke = [], fill = []
  for (const [, tag, text] of elements) {
    const attrs = attributesOf(text)
    const paint = Object.entries(attrs).filter(([attr]) => !GEOMETRY.has(attr)).map(([attr, value]) => `${attr}="${value}"`).join(' ')
    const filled = group !== null && paint === 'fill="currentColor"'
    if (!SHAPES.has(tag) || !(group ? paint === '' || filled : paint === LUCIDE_STROKE)) throw unsupported()
    const d = svgpath(shapeToPath(tag, attrs)).translate(offset, 0).round(3).toString()
    stroke.push(d)
    if (filled) fill.push(d)
  }
  return { stroke, fill }
}

/**
 * The sprite and the stylesheet for these drawing names, from the Lucide icon set. The sprite is
 * a strip, one cell per drawing, drawn as one stroked path (and one filled path for the few filled
 * dots). Chromium lays an SVG image out as a document of its own, one layout object per element,
 * once it loads and again for each size it paints it at. With an element per shape and group
 * (177), that was a 20–33 ms task after the first paint on this machine's cold loads, and 25 more
 * layouts inside the paint; with two paths each layout is 4 objects.
 * `icon-mask` scales it to the element's height, so one cell is the element, and slides it left
 * by the element's cell index (--icon, set by lucide--{name}): a mask-position of p% puts
 * the image's left edge at p × (box − strip) = −p × (cells − 1) boxes. The position and not a
 * #fragment picks the drawing: one URL for every icon is one image the browser decodes once.
 * `file` is the sprite's name in public/icons, by its content hash; the CSS names it by its
 * absolute URL, which no build changes.
 */
export function buildSprite(names, iconSet) {
  const stroke = [], fill = []
  names.forEach((name, index) => {
    const icon = iconSet.icons[name]
    if (!icon) throw new Error(`Lucide has no drawing named "${name}"`)
    if ((icon.width ?? iconSet.width ?? CELL) !== CELL || (icon.height ?? iconSet.height ?? CELL) !== CELL) {
      throw new Error(`Lucide's "${name}" is not drawn on a ${CELL}-unit grid`)
    }
    const paths = drawingPaths(name, icon.body, index * CELL)
    stroke.push(...paths.stroke)
    fill.push(...paths.fill)
  })
  const width = names.length * CELL
  const filled = fill.length ? `<path d="${fill.join('')}"/>` : ''
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${CELL}" viewBox="0 0 ${width} ${CELL}"><path ${LUCIDE_STROKE} d="${stroke.join('')}"/>${filled}</svg>\n`
  const file = hashedName(SPRITE_PREFIX, '.svg', svg)
  const css =
    '/* Written by scripts/build-icon-sprite.mjs (npm run icons:sprite): do not edit. icon-mask paints\n' +
    '   the drawing a lucide--{name} utility picks from the sprite, in the text colour; .icon and the\n' +
    '   pseudo-element icons (checked.css, service-card.css, testimonials-marquee.css) apply it. The mask\n' +
    '   is read from --icon-mask, set on the same element (so it reads that element\'s --icon): the build\n' +
    '   prefixes `mask` twice (-webkit-mask, once per minifier pass), and twice a var() is shorter.\n' +
    '   The sprite is public/icons/sprite-<hash>.svg, named by its content hash and by an absolute URL:\n' +
    '   the critical stylesheet inlined in <head> names no build-specific URL, and next.config.mjs lets\n' +
    '   browsers keep the file a year. */\n' +
    `@utility icon-mask {\n  background-color: currentColor;\n  --icon-mask: url('${SPRITE_URL_DIR}${file}') calc(var(--icon) * 100% / ${Math.max(names.length - 1, 1)}) 0 / ${names.length * 100}% 100% no-repeat;\n  mask: var(--icon-mask);\n}\n` +
    names.map((name, index) => `@utility lucide--${name} {\n  --icon: ${index};\n}\n`).join('')
  return { svg, css, file }
}

export function readIconSet() {
  return JSON.parse(readFileSync(new URL('node_modules/@iconify-json/lucide/icons.json', root), 'utf8'))
}

/** Where the sprite is written, and the URL Next serves that folder at. */
export const SPRITE_DIR = 'public/icons/'
export const SPRITE_URL_DIR = '/icons/'
/** The sprite's name in SPRITE_DIR, before its hash and extension. */
export const SPRITE_PREFIX = 'sprite'
export const SPRITE_CSS_FILE = 'components/ui/icons.css'

function main() {
  const names = namedDrawings()
  const { svg, css, file } = buildSprite(names, readIconSet())
  writeHashedFile(new URL(SPRITE_DIR, root), SPRITE_PREFIX, '.svg', svg)
  writeFileSync(new URL(SPRITE_CSS_FILE, root), css)
  console.log(`${SPRITE_DIR}${file}: ${names.length} drawings, ${(svg.length / 1024).toFixed(1)} KiB; ${SPRITE_CSS_FILE} written`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
