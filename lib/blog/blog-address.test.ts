import { describe, expect, it } from 'vitest'
import { readBlogAddress } from './blog-address'

describe('readBlogAddress', () => {
  it('names the post, tag, category or list page an address asks for', () => {
    expect(readBlogAddress('/en/blog/a-post')).toEqual({ kind: 'post', lang: 'en', slug: 'a-post' })
    expect(readBlogAddress('/fr/blog/tag/seo')).toEqual({ kind: 'tag', lang: 'fr', slug: 'seo' })
    expect(readBlogAddress('/fr/blog/category/web-development')).toEqual({ kind: 'category', lang: 'fr', slug: 'web-development' })
    expect(readBlogAddress('/en/blog/page/3')).toEqual({ kind: 'page', lang: 'en', page: 3 })
    expect(readBlogAddress('/en/blog/tag/seo/page/12')).toEqual({ kind: 'tag', lang: 'en', slug: 'seo', page: 12 })
    expect(readBlogAddress('/fr/blog/category/web/page/2')).toEqual({ kind: 'category', lang: 'fr', slug: 'web', page: 2 })
  })

  it('leaves alone the list, the feed, other sections and shapes no route serves', () => {
    for (const path of ['/en/blog', '/en/blog/rss.xml', '/en/blog/tag', '/en/blog/page', '/en/services/seo', '/de/blog/a-post', '/en/blog/a/b/c', '/en/blog/UPPER', '/en/blog/%C3%A9t%C3%A9', '/en/blog/page/0', '/en/blog/search', '/en/blog/tag/seo/page/1', '/en/blog/tag/seo/page', '/en/blog/tag/seo/x/2', '/en/blog/page/2/page/3']) {
      expect(readBlogAddress(path), path).toBeUndefined()
    }
  })
})
