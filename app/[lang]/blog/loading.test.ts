import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import BlogLoading from './loading'
import PostLoading from './[slug]/loading'

// CONTRACT: the list loads with 6 skeleton cards; a post with a spinner and skeletons.
describe('blog loading states', () => {
  it('draws six skeleton cards for a list, marked busy', () => {
    const html = renderToStaticMarkup(createElement(BlogLoading))
    expect(html.match(/data-testid="post-skeleton"/g)).toHaveLength(6)
    expect(html).toContain('aria-busy="true"')
  })

  it('draws a spinner and the skeleton of an article for a post, no cards', () => {
    const html = renderToStaticMarkup(createElement(PostLoading))
    expect(html).toContain('animate-spin')
    expect(html).toContain('aria-busy="true"')
    expect(html).toContain('skeleton-article')
    expect(html).not.toContain('post-skeleton')
  })
})
