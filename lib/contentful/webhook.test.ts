import { describe, expect, it, vi } from 'vitest'
import type { EntriesQuery } from './raw'

// Contentful answers "who links to X" from this small graph: posts a and b, b related to a,
// both by author claire, whose picture is asset pic.
const entries = [
  { sys: { id: 'a', type: 'Entry' }, fields: { slug: 'post-a' }, links: ['claire'] },
  { sys: { id: 'b', type: 'Entry' }, fields: { slug: 'post-b' }, links: ['a', 'claire'] },
  { sys: { id: 'claire', type: 'Entry' }, fields: { name: 'Claire' }, links: ['pic'], author: true },
]
const delivery = vi.fn(async (query: EntriesQuery) => {
  const target = query.links_to_entry ?? query.links_to_asset
  const items = entries.filter((e) => e.links.includes(target ?? '') && (query.content_type === 'author') === Boolean(e.author))
  return { items, total: items.length, skip: 0, limit: 1000 }
})
vi.mock('./query', () => ({ source: () => ({ name: 'delivery', get: delivery }) }))
vi.mock('@/lib/blog/lists-store', () => ({
  readStoredLists: async () => ({ posts: [{ id: 'a', slug: 'post-a-old-slug', langs: ['en', 'fr'] }], tags: [], categories: [], moved: {} }),
}))

const { readChange, tagsFor } = await import('./webhook')

describe('readChange', () => {
  it('reads the entry, its content type and the slug of a publish body', () => {
    const body = { sys: { id: 'a', type: 'Entry', contentType: { sys: { id: 'blogPost' } } }, fields: { slug: { 'en-US': 'post-a' } } }
    expect(readChange('ContentManagement.Entry.publish', JSON.stringify(body))).toEqual({ id: 'a', contentType: 'blogPost', action: 'publish', slugs: ['post-a'] })
  })

  it('reads the languages a publish body has a title or name in', () => {
    const body = { sys: { id: 'a', type: 'Entry', contentType: { sys: { id: 'blogPost' } } }, fields: { slug: { 'en-US': 'post-a' }, title: { 'fr-FR': 'Article A' } } }
    expect(readChange('ContentManagement.Entry.publish', JSON.stringify(body))?.langs).toEqual(['fr'])
  })

  it('reads unpublished and deleted entries and assets', () => {
    const deleted = { sys: { id: 'a', type: 'DeletedEntry', contentType: { sys: { id: 'blogPost' } } } }
    expect(readChange('ContentManagement.Entry.delete', JSON.stringify(deleted))).toMatchObject({ id: 'a', action: 'delete', slugs: [] })
    expect(readChange('ContentManagement.Asset.unpublish', '{"sys":{"id":"pic","type":"DeletedAsset"}}')).toMatchObject({ contentType: 'Asset', action: 'unpublish' })
  })

  it('gives up on a body it cannot read', () => {
    for (const body of ['', 'not json', '{}', '{"sys":{"id":"a","type":"Entry"}}', '{"sys":{"id":"../x","type":"Asset"}}', 'null']) {
      expect(readChange('ContentManagement.Entry.publish', body)).toBeUndefined()
    }
  })
})

describe('tagsFor', () => {
  it('a post: its old and new slug, the posts that show it, and the lists', async () => {
    const { tags, expired } = await tagsFor({ id: 'a', contentType: 'blogPost', action: 'publish', slugs: ['post-a'] })
    expect(tags.sort()).toEqual(['blog:post:post-a', 'blog:post:post-a-old-slug', 'blog:post:post-b', 'blog:type:blogPost'])
    expect(expired).toEqual([])
  })

  it('an unpublished post: its own pages expire, the posts showing it are only marked stale', async () => {
    const { tags, expired } = await tagsFor({ id: 'a', contentType: 'blogPost', action: 'unpublish', slugs: [] })
    expect(tags.sort()).toEqual(['blog:post:post-a-old-slug', 'blog:post:post-b', 'blog:type:blogPost'])
    expect(expired).toEqual(['blog:post:post-a-old-slug'])
  })

  it('an asset: the posts showing it, including through an author picture', async () => {
    const { tags } = await tagsFor({ id: 'pic', contentType: 'Asset', action: 'publish', slugs: [] })
    expect(tags.sort()).toEqual(['blog:post:post-a', 'blog:post:post-b', 'blog:type:Asset'])
  })

  it('an author: the posts that name them', async () => {
    const { tags } = await tagsFor({ id: 'claire', contentType: 'author', action: 'unpublish', slugs: [] })
    expect(tags.sort()).toEqual(['blog:post:post-a', 'blog:post:post-b', 'blog:type:author'])
  })
})
