import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { SUBSET_RANGES, subsetText } from './subset-font.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const isKept = (code) => SUBSET_RANGES.some(([from, to]) => code >= from && code <= to)

function sourceFiles(dir) {
  return readdirSync(join(root, dir), { recursive: true })
    .map(String)
    .filter((name) => /\.(ts|json)$/.test(name) && !name.endsWith('.test.ts'))
    .map((name) => join(dir, name))
}

/** Characters outside the subset, with the first file that uses each. */
function missingCharacters(files) {
  const missing = new Map()
  for (const file of files) {
    for (const char of readFileSync(join(root, file), 'utf8')) {
      const code = char.codePointAt(0) ?? 0
      if (code >= 0x20 && !isKept(code) && !missing.has(char)) missing.set(char, file)
    }
  }
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

  it('lists each kept character once, in order', () => {
    const text = subsetText()
    expect(new Set(text).size).toBe([...text].length)
    expect(text.startsWith(' !')).toBe(true)
  })
})
