import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SPRITE_CSS_FILE, SPRITE_DIR, SPRITE_PREFIX, buildSprite, namedDrawings, readIconSet } from './build-icon-sprite.mjs'
import { contentHash, isHashedName } from './hashed-file.mjs'

const root = new URL('..', import.meta.url)
const read = (file) => readFileSync(new URL(file, root), 'utf8')

describe('the icon sprite', () => {
  it('is up to date with the drawings the code names (npm run icons:sprite rewrites it)', () => {
    const { svg, css, file } = buildSprite(namedDrawings(), readIconSet())
    expect(read(SPRITE_DIR + file)).toBe(svg)
    expect(read(SPRITE_CSS_FILE)).toBe(css)
  })

  it('is named by its content hash, by an absolute URL, and no older sprite is left in public/icons', () => {
    const { file } = buildSprite(namedDrawings(), readIconSet())
    expect(file).toBe(`sprite-${contentHash(read(SPRITE_DIR + file))}.svg`)
    // Served by Next from public/ at that URL whatever the build (next.config.mjs caches it a year).
    expect(read(SPRITE_CSS_FILE)).toContain(`--icon-mask: url('/icons/${file}') `)
    expect(readdirSync(new URL(SPRITE_DIR, root)).filter((name) => isHashedName(SPRITE_PREFIX, '.svg', name))).toEqual([file])
  })

  it('finds the names in the icon components and in the icons CSS draws', () => {
    const names = namedDrawings()
    expect(names).toContain('arrow-right') // service-card.tsx: the card's "Explore" arrow
    expect(names).toContain('quote') // testimonials-marquee.tsx only
    expect(names).toContain('triangle-alert') // icons.tsx: AlertTriangle
    expect(new Set(names).size).toBe(names.length)
  })

  it('gives each drawing its own cell and tells icon-mask how many cells there are', () => {
    const stroked = 'fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2"'
    const iconSet = {
      width: 24,
      height: 24,
      icons: { a: { body: `<path ${stroked} d="M1 1h2"/>` }, b: { body: `<path ${stroked} d="M2 2h2"/>` }, c: { body: `<path ${stroked} d="m3 3h2"/>` } },
    }
    const { svg, css, file } = buildSprite(['a', 'b', 'c'], iconSet)
    expect(svg).toContain('width="72" height="24" viewBox="0 0 72 24"')
    // One stroked path; each drawing moved by 24 units per cell, relative commands included.
    expect(svg).toContain(`<path ${stroked} d="M1 1h2M26 2h2M51 3h2"/></svg>`)
    // Cell 2 of 3 is the last: a position of 100% puts the strip's right edge on the element's.
    expect(file).toBe(`sprite-${contentHash(svg)}.svg`)
    expect(css).toContain(`mask: url('/icons/${file}') calc(var(--icon) * 100% / 2) 0 / 300% 100% no-repeat;`)
    expect(css).toContain('  mask: var(--icon-mask);\n')
    expect(css).toContain('@utility lucide--c {\n  --icon: 2;\n}')
  })

  it('draws circles, ellipses and rounded rectangles as paths, and fills what Lucide fills', () => {
    const group = (shapes) => ({ body: `<g fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2">${shapes}</g>` })
    const iconSet = {
      width: 24,
      height: 24,
      icons: {
        dot: group('<circle cx="12" cy="12" r="2" fill="currentColor"/>'),
        box: group('<rect width="18" height="10" x="3" y="7" rx="2"/><ellipse cx="12" cy="5" rx="3" ry="1"/>'),
      },
    }
    const { svg } = buildSprite(['dot', 'box'], iconSet)
    const [strokeD, fillD] = [...svg.matchAll(/ d="([^"]*)"/g)].map(([, d]) => d)
    expect(strokeD).toBe(
      'M10 12a2 2 0 1 0 4 0 2 2 0 1 0-4 0z' + // the dot, in cell 0: two half arcs
        'M29 7h14a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2h-14a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2z' + // the box, cell 1
        'M33 5a3 1 0 1 0 6 0 3 1 0 1 0-6 0z', // its ellipse, same cell
    )
    expect(fillD).toBe('M10 12a2 2 0 1 0 4 0 2 2 0 1 0-4 0z')
  })

  it('refuses a drawing it cannot merge into the one stroked path', () => {
    const iconSet = {
      width: 24,
      height: 24,
      icons: {
        thin: { body: '<path fill="none" stroke="currentColor" stroke-width="1" d="M1 1h2"/>' },
        moved: { body: '<g fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2"><path transform="rotate(45)" d="M1 1h2"/></g>' },
        text: { body: '<g fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2"><text>A</text></g>' },
      },
    }
    for (const name of ['thin', 'moved', 'text']) expect(() => buildSprite([name], iconSet)).toThrow(/not drawn as the sprite can merge it/)
  })

  it('refuses a name Lucide does not have, or a drawing off its 24-unit grid', () => {
    const iconSet = { width: 24, height: 24, icons: { wide: { body: '', width: 32 } } }
    expect(() => buildSprite(['missing'], iconSet)).toThrow(/no drawing named "missing"/)
    expect(() => buildSprite(['wide'], iconSet)).toThrow(/24-unit grid/)
  })
})
