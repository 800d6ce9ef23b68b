import { describe, expect, it } from 'vitest'
import { toCardData } from '@/lib/blog/cards'
import type { PostSummary } from '@/lib/blog/types'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { fieldTagger } from './inspector'

const post: PostSummary = {
  id: 'post-1',
  slug: 'a-post',
  title: 'A post',
  excerpt: 'Its excerpt',
  publishDate: '2026-03-05',
  updatedAt: '2026-03-05',
  readingTime: 3,
  tags: [{ id: 'tag-1', slug: 'seo', name: 'SEO' }],
  featuredImage: { url: 'https://images.ctfassets.net/x.png', width: 1200, height: 630, alt: '' },
  category: { id: 'cat-1', slug: 'marketing', name: 'Marketing', description: '' },
  author: { id: 'author-1', name: 'Ana', bio: '' },
}

describe('fieldTagger', () => {
  it('gives Contentful’s inspector attributes in the page’s Contentful locale', () => {
    expect(fieldTagger('en')('post-1', 'title')).toEqual({
      'data-contentful-entry-id': 'post-1',
      'data-contentful-field-id': 'title',
      'data-contentful-locale': 'en-US',
    })
    expect(fieldTagger('fr')('post-1', 'excerpt')?.['data-contentful-locale']).toBe('fr-FR')
  })
})

describe('toCardData with a tagger (draft mode)', () => {
  it('tags each part of the card with the post field it shows', () => {
    const card = toCardData(post, 'fr', getDictionary('fr').blog, fieldTagger('fr'))
    const fields = Object.fromEntries(
      Object.entries(card.fieldTags ?? {}).map(([part, tag]) => [part, tag['data-contentful-field-id']]),
    )
    expect(fields).toEqual({
      title: 'title',
      excerpt: 'excerpt',
      image: 'featuredImage',
      category: 'category',
      tags: 'tags',
      author: 'author',
    })
    for (const tag of Object.values(card.fieldTags ?? {})) {
      expect(tag['data-contentful-entry-id']).toBe('post-1')
      expect(tag['data-contentful-locale']).toBe('fr-FR')
    }
  })

  it('adds nothing without one (visitors)', () => {
    expect(toCardData(post, 'en', getDictionary('en').blog)).not.toHaveProperty('fieldTags')
  })
})
