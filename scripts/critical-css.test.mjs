import { readFileSync } from 'node:fs'
import postcss from 'postcss'
import { describe, expect, it } from 'vitest'
import { CRITICAL_CSS } from '../app/critical-css'
import { buildFontFaces } from './stylesheet.mjs'
import { CONTENT_COMPONENTS, contentFiles, criticalCssModule, EXTRA_RULES, ruleLines, sourceClassNames, STYLED_LATE } from './critical-css.mjs'

/** The selectors of the rules in `css` that set `property: value`. */
function selectorsSetting(css, property, value) {
  const selectors = []
  postcss.parse(css).walkDecls(property, (decl) => {
    if (decl.value === value) selectors.push(...decl.parent.selectors.map((selector) => selector.replace(/\s+/g, '')))
  })
  return selectors.sort()
}

/** [name, css] of each set app/critical-css.ts holds. */
const committedSets = () => Object.entries(CRITICAL_CSS)

describe('critical stylesheet', () => {
  it('hides until the whole stylesheet comes what kit.css shows then, and what the sets leave out', () => {
    const hidden = selectorsSetting(EXTRA_RULES, 'opacity', '0')
    expect(hidden).toEqual(selectorsSetting(readFileSync('components/ui/kit.css', 'utf8'), 'opacity', '1'))
    expect(hidden).toEqual(STYLED_LATE.split(',').map((selector) => selector.replace(/\s+/g, '')).sort())
    // Skipped until then as well, and drawn once it has come.
    expect(selectorsSetting(EXTRA_RULES, 'content-visibility', 'hidden')).toEqual(hidden)
    expect(selectorsSetting(readFileSync('components/ui/kit.css', 'utf8'), 'content-visibility', 'visible')).toEqual(hidden)
    expect(EXTRA_RULES).toMatch(/^@layer components\{/)
  })

  it('reads the class names in a component\'s string literals', () => {
    const words = sourceClassNames(contentFiles('post'))
    expect(words).toContain('rich-text')
    expect(words).toContain('overflow-x-auto')
    expect(words).toContain('hover:underline')
  })

  it('keeps rich text to the post set, and the blog\'s cards and error in both blog sets', () => {
    expect(CONTENT_COMPONENTS.post).toContain('rich-text')
    expect(CONTENT_COMPONENTS.blog).not.toContain('rich-text')
    for (const name of ['post-card', 'blog-error']) {
      expect(CONTENT_COMPONENTS.post, name).toContain(name)
      expect(CONTENT_COMPONENTS.blog, name).toContain(name)
    }
    for (const file of [...contentFiles('post'), ...contentFiles('blog')]) expect(readFileSync(file, 'utf8').length, file).toBeGreaterThan(0)
  })

  it('lists each rule once with the at-rules around it', () => {
    const lines = ruleLines('@layer a{@media (x){.a{b:c}}.d{e:f}}@layer x;')
    expect([...lines]).toEqual(['@layer a | @media (x) | .a | b:c', '@layer a | .d | e:f', '@layer x | '])
  })

  it('writes a module of one string per set', () => {
    const text = criticalCssModule({ home: 'a{b:"c"}', site: 'd{}' })
    expect(text).toContain("export type CriticalSet = 'home' | 'site'")
    expect(text).toContain('  home: "a{b:\\"c\\"}",')
  })

  it('the committed sets end with the rules of our own and name no relative URL', () => {
    const sets = committedSets()
    expect(sets.map(([name]) => name)).toEqual(['home', 'post', 'blog', 'services', 'service', 'pricing', 'about', 'contact', 'portfolio', 'page'])
    for (const [name, css] of sets) {
      expect(css.endsWith(EXTRA_RULES), name).toBe(true)
      expect(css, name).not.toMatch(/url\((?!['"]?(?:\/|data:))/)
    }
  })

  // The whole stylesheet declares no font face (app/globals.css): these are a page's only ones.
  it('the committed sets each hold every font face of app/fonts/geist-sans.css', async () => {
    const faces = [...ruleLines(await buildFontFaces())]
    expect(faces.length).toBeGreaterThanOrEqual(2)
    for (const [name, css] of committedSets()) {
      const lines = ruleLines(css)
      for (const face of faces) expect(lines.has(face), `${name}: ${face}`).toBe(true)
    }
  })
})
