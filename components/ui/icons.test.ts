import { createElement, type FunctionComponent } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain JavaScript script (npm run icons:sprite), read the same way here.
import { readIconSet } from '../../scripts/build-icon-sprite.mjs'
import * as icons from './icons'

/** The icon set the sprite's drawings come from. */
const lucide = readIconSet() as { icons: Record<string, unknown> }

const rendered = Object.entries(icons as Record<string, FunctionComponent<icons.IconProps>>).map(
  ([name, Icon]) => [name, renderToStaticMarkup(createElement(Icon))] as const,
)

describe('icons', () => {
  it('name a current Lucide drawing each: an unknown name gets no CSS rule and draws nothing', () => {
    expect(rendered.length).toBeGreaterThan(40)
    for (const [name, html] of rendered) {
      const drawing = /class="icon lucide--([a-z0-9-]+)"/.exec(html)?.[1] ?? ''
      expect(Object.hasOwn(lucide.icons, drawing), `${name} draws "${drawing}"`).toBe(true)
    }
  })

  it('are decorative by default (an empty span, no role) and an image when named', () => {
    expect(rendered.every(([, html]) => /^<span class="icon lucide--[a-z0-9-]+"><\/span>$/.test(html))).toBe(true)
    const named = renderToStaticMarkup(createElement(icons.Phone, { 'aria-label': 'Phone', className: 'size-4' }))
    expect(named).toBe('<span role="img" class="icon lucide--phone size-4" aria-label="Phone"></span>')
  })
})
