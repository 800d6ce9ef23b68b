import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { contentHash, isHashedName } from './hashed-file.mjs'
import { GEIST_SANS_URL, GEIST_SANS_WEIGHT } from '../app/fonts/geist-sans-url.ts'
import { FONT_PREFIX, FONT_URL_FILE, SUBSET_RANGES, subsetText, WEIGHT_RANGE, withFontUrlConstant } from './subset-font.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const isKept = (code) => SUBSET_RANGES.some(([from, to]) => code >= from && code <= to)

function sourceFiles(dir, pattern = /\.(ts|json)$/) {
  return readdirSync(join(root, dir), { recursive: true })
    .map(String)
    .filter((name) => pattern.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(dir, name))
}

/** What `itemsOf` finds in the files that `isOutside` the subset, each with the first file using it. */
function firstUses(files, itemsOf, isOutside) {
  const uses = new Map()
  for (const file of files)
    for (const item of itemsOf(readFileSync(join(root, file), 'utf8'))) if (isOutside(item) && !uses.has(item)) uses.set(item, file)
  return uses
}

// Tailwind's weight classes and their weights.
const WEIGHT_CLASSES = { thin: 100, extralight: 200, light: 300, normal: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800, black: 900 }

/** The weights a source text asks for, by a Tailwind class or a declaration. */
function weightsAsked(text) {
  return [
    ...[...text.matchAll(/\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g)].map((m) => WEIGHT_CLASSES[m[1]]),
    ...[...text.matchAll(/font-weight:\s*(\d+)/g)].map((m) => Number(m[1])),
  ]
}

/** Weights the subset cannot draw, each with the first file that asks for it. */
function weightsOutsideSubset(files) {
  const outside = firstUses(files, weightsAsked, (weight) => weight < WEIGHT_RANGE.min || weight > WEIGHT_RANGE.max)
  return [...outside].map(([weight, file]) => `${weight} (${file})`)
}

/** Characters outside the subset, with the first file that uses each. */
function missingCharacters(files) {
  const missing = firstUses(files, (text) => text, (char) => (char.codePointAt(0) ?? 0) >= 0x20 && !isKept(char.codePointAt(0) ?? 0))
  return [...missing].map(([char, file]) => `U+${char.codePointAt(0)?.toString(16).padStart(4, '0')} ${char} (${file})`)
}

describe('the Geist subset', () => {
  it('draws every character of the site copy in both languages and of the bundled blog', () => {
    const files = [...sourceFiles('content/en'), ...sourceFiles('content/fr'), 'content/blog/contentful-export.json', 'lib/site.ts']
    expect(missingCharacters(files)).toEqual([])
  })

  it('finds a character the subset leaves out', () => {
    expect(isKept('ł'.codePointAt(0) ?? 0)).toBe(false)
    expect(isKept('é'.codePointAt(0) ?? 0)).toBe(true)
    expect(isKept(0x202f)).toBe(true)
  })

  it('draws every weight the site asks for, and the font declares the same range', () => {
    const files = ['app', 'components'].flatMap((dir) => sourceFiles(dir, /\.(tsx?|css)$/))
    expect(files.length).toBeGreaterThan(50)
    expect(weightsOutsideSubset(files)).toEqual([])
    expect(GEIST_SANS_WEIGHT.split(' ').map(Number)).toEqual([WEIGHT_RANGE.min, WEIGHT_RANGE.max])
  })

  it('reads the weights a class or a declaration asks for', () => {
    expect(weightsAsked('<h1 className="font-black">, .x { font-weight: 300 }, font-semibold')).toEqual([900, 600, 300])
  })

  it('lists each kept character once, in order', () => {
    const text = subsetText()
    expect(new Set(text).size).toBe([...text].length)
    expect(text.startsWith(' !')).toBe(true)
  })
})

describe('the Geist subset file', () => {
  const fontUrl = GEIST_SANS_URL

  it('is named by its content hash, and no older subset is left in public/fonts', () => {
    expect(fontUrl).toMatch(/^\/fonts\/geist-sans-[0-9a-f]{8}\.woff2$/)
    const file = join(root, 'public', fontUrl)
    expect(existsSync(file)).toBe(true)
    // The name changes with the bytes: what lets next.config.mjs send it as immutable.
    expect(fontUrl).toBe(`/fonts/${FONT_PREFIX}-${contentHash(readFileSync(file))}.woff2`)
    expect(readdirSync(join(root, 'public/fonts')).filter((name) => name.startsWith(`${FONT_PREFIX}-`))).toEqual([fontUrl.slice('/fonts/'.length)])
  })

  it('writes the new URL into the constant that names it', () => {
    const ts = readFileSync(join(root, FONT_URL_FILE), 'utf8')
    expect(withFontUrlConstant(ts, '/fonts/geist-sans-00000000.woff2')).toContain("GEIST_SANS_URL = '/fonts/geist-sans-00000000.woff2'")
    expect(() => withFontUrlConstant('export const OTHER = 1', '/x.woff2')).toThrow(/expected one/)
  })

  it('tells its own hashed names from other files', () => {
    expect(isHashedName(FONT_PREFIX, '.woff2', 'geist-sans-0123abcd.woff2')).toBe(true)
    expect(isHashedName(FONT_PREFIX, '.woff2', 'geist-sans-latin.woff2')).toBe(false)
    expect(isHashedName(FONT_PREFIX, '.woff2', 'geist-mono-0123abcd.woff2')).toBe(false)
  })
})
