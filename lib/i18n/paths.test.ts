import { describe, expect, it } from 'vitest'
import { isPagePath } from './paths'

describe('isPagePath for the blog', () => {
  it('accepts the list, pages, posts, tags, categories and the feed', () => {
    for (const rest of [['blog'], ['blog', 'page', '2'], ['blog', 'a-post'], ['blog', 'tag', 'seo'], ['blog', 'category', 'web-design'], ['blog', 'rss.xml']]) {
      expect(isPagePath(rest), rest.join('/')).toBe(true)
    }
  })
  it('rejects other shapes', () => {
    for (const rest of [['blog', 'feed.xml'], ['blog', 'Bad_Slug'], ['blog', 'page', '0'], ['blog', 'tag', 'seo', 'x'], ['blog', 'rss.xml', 'x']]) {
      expect(isPagePath(rest), rest.join('/')).toBe(false)
    }
  })
})
