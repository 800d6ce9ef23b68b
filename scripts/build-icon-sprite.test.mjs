import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SPRITE_CSS_FILE, SPRITE_FILE, buildSprite, namedDrawings, readIconSet } from './build-icon-sprite.mjs'

const root = new URL('..', import.meta.url)
const read = (file) => readFileSync(new URL(file, root), 'utf8')

describe('the icon sprite', () => {
  it('is up to date with the drawings the code names (npm run icons:sprite rewrites it)', () => {
    const { svg, css } = buildSprite(namedDrawings(), readIconSet())
    expect(read(SPRITE_FILE)).toBe(svg)
    expect(read(SPRITE_CSS_FILE)).toBe(css)
  })

  it('finds the names in the icon components and in the icons CSS draws', () => {
    const names = namedDrawings()
    expect(names).toContain('arrow-right') // sections.css: the card's "Explore" arrow
    expect(names).toContain('quote') // sections.css only
    expect(names).toContain('triangle-alert') // icons.tsx: AlertTriangle
    expect(new Set(names).size).toBe(names.length)
  })

  it('gives each drawing its own cell and tells icon-mask how many cells there are', () => {
    const iconSet = {
      width: 24,
      height: 24,
      icons: { a: { body: '<path d="M1 1"/>' }, b: { body: '<path d="M2 2"/>' }, c: { body: '<path d="M3 3"/>' } },
    }
    const { svg, css } = buildSprite(['a', 'b', 'c'], iconSet)
    expect(svg).toContain('width="72" height="24" viewBox="0 0 72 24"')
    expect(svg).toContain('<g transform="translate(48 0)"><path d="M3 3"/></g>')
    // Cell 2 of 3 is the last: a position of 100% puts the strip's right edge on the element's.
    expect(css).toContain("mask: url('./icons.svg') calc(var(--icon-cell) * 100% / 2) 0 / 300% 100% no-repeat;")
    expect(css).toContain('@utility lucide--c {\n  --icon-cell: 2;\n}')
  })

  it('refuses a name Lucide does not have, or a drawing off its 24-unit grid', () => {
    const iconSet = { width: 24, height: 24, icons: { wide: { body: '', width: 32 } } }
    expect(() => buildSprite(['missing'], iconSet)).toThrow(/no drawing named "missing"/)
    expect(() => buildSprite(['wide'], iconSet)).toThrow(/24-unit grid/)
  })
})
