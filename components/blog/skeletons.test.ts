import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PostCardSkeletons } from './post-card-skeleton'
import { PostSkeleton } from './post-skeleton'

// The product description: a list loads with 6 skeleton cards; a post with a spinner and skeletons.
describe('blog loading states', () => {
  it('draws six skeleton cards for a list, marked busy', () => {
    const html = renderToStaticMarkup(createElement(PostCardSkeletons))
    expect(html.match(/data-testid="post-skeleton"/g)).toHaveLength(6)
    expect(html).toContain('aria-busy="true"')
  })

  it('draws a spinner and the skeleton of an article for a post, no cards', () => {
    const html = renderToStaticMarkup(createElement(PostSkeleton))
    expect(html).toContain('animate-spin')
    expect(html).toContain('aria-busy="true"')
    expect(html).toContain('skeleton-article')
    expect(html).not.toContain('post-skeleton')
  })
})
