import { describe, expect, it } from 'vitest'
import { getBundledEntries } from './bundled'
import { assetUrl, reshapePost, reshapeSummary } from './reshape'

async function posts(locale: string) {
  return getBundledEntries({ content_type: 'blogPost', locale, order: '-fields.publishDate', include: 2 })
}

describe('reshaping the bundled export', () => {
  it('reads every post in both locales, newest first, with its links resolved', async () => {
    for (const locale of ['en-US', 'fr-FR']) {
      const { items, total } = await posts(locale)
      expect(items.length).toBe(total)
      expect(total).toBeGreaterThan(0)
      const summaries = items.map(reshapeSummary)
      for (const summary of summaries) {
        expect(summary?.slug).toMatch(/^[a-z0-9-]+$/)
        expect(summary?.title).not.toBe('')
        expect(summary?.readingTime).toBeGreaterThanOrEqual(1)
      }
      const dates = summaries.map((s) => s?.publishDate ?? '')
      expect([...dates].sort().reverse()).toEqual(dates)
    }
  })

  it('gives each heading of a body a unique anchor and lists them', async () => {
    const { items } = await posts('fr-FR')
    for (const item of items) {
      const post = reshapePost(item)
      const ids = post?.headings.map((h) => h.id) ?? []
      expect(new Set(ids).size).toBe(ids.length)
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
  })

  it('finds a post by slug and a tag by its link', async () => {
    const { items } = await posts('en-US')
    const first = reshapeSummary(items[0])
    const bySlug = await getBundledEntries({ content_type: 'blogPost', locale: 'en-US', 'fields.slug': first?.slug ?? '' })
    expect(bySlug.total).toBe(1)
    const tag = first?.tags[0]
    if (tag) {
      const tagged = await getBundledEntries({ content_type: 'blogPost', locale: 'en-US', 'fields.tags.sys.id': tag.id })
      expect(tagged.items.map((i) => i.sys.id)).toContain(first?.id)
    }
  })
})

describe('reshaping defensively', () => {
  const entry = (fields: Record<string, unknown>) => ({
    sys: { id: 'p1', type: 'Entry', contentType: { sys: { id: 'blogPost' } } },
    fields,
  })

  it('leaves out missing optional fields and unresolvable links', () => {
    const link = { sys: { type: 'Link', linkType: 'Entry', id: 'gone' } }
    const post = reshapePost(
      entry({ slug: 'a-post', title: 'A post', category: link, tags: [link, null], author: link, relatedPosts: [link] }),
    )
    expect(post).toMatchObject({ slug: 'a-post', title: 'A post', excerpt: '', tags: [], relatedPosts: [], body: null, readingTime: 5 })
    expect(post?.category).toBeUndefined()
    expect(post?.author).toBeUndefined()
  })

  it('drops an entry without a slug or of another content type', () => {
    expect(reshapeSummary(entry({ title: 'No slug' }))).toBeUndefined()
    expect(reshapeSummary({ sys: { id: 'x', type: 'Link' } })).toBeUndefined()
    expect(reshapeSummary(undefined)).toBeUndefined()
  })

  it('prefixes protocol-relative asset URLs with https:', () => {
    expect(assetUrl('//images.ctfassets.net/s/a/t/f.jpg')).toBe('https://images.ctfassets.net/s/a/t/f.jpg')
    expect(assetUrl('/blog-assets/a/f.jpg')).toBe('/blog-assets/a/f.jpg')
  })

  it('anchors headings, reshapes embedded targets and drops unresolvable ones', () => {
    const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} })
    const post = reshapePost(
      entry({
        slug: 'p',
        title: 'P',
        content: {
          nodeType: 'document',
          data: {},
          content: [
            { nodeType: 'heading-2', data: {}, content: [text('Les clés')] },
            { nodeType: 'heading-4', data: {}, content: [text('Les clés')] },
            { nodeType: 'embedded-entry-block', data: { target: { sys: { type: 'Link', id: 'x' } } }, content: [] },
            { nodeType: 'paragraph', data: {}, content: [{ nodeType: 'entry-hyperlink', data: { target: null }, content: [text('kept text')] }] },
          ],
        },
      }),
    )
    expect(post?.headings).toEqual([
      { level: 2, text: 'Les clés', id: 'les-cles' },
      { level: 4, text: 'Les clés', id: 'les-cles-2' },
    ])
    expect(post?.body?.content.map((n) => n.nodeType)).toEqual(['heading-2', 'heading-4', 'paragraph'])
    expect(JSON.stringify(post?.body)).toContain('kept text')
  })
})
