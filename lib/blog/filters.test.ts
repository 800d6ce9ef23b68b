import { describe, expect, it } from 'vitest'
import { filterFromSearch, filterPosts, filterToSearch, isFiltered, pageCount, pageSlice } from './filters'

const posts = [
  { title: 'SEO basics', excerpt: 'Start here', category: { id: '1', slug: 'seo', name: 'SEO', description: '' } },
  { title: 'Design systems', excerpt: 'Tokens and SEO-friendly markup', category: { id: '2', slug: 'design', name: 'Design', description: '' } },
  { title: 'No category', excerpt: '' },
]

describe('filterPosts', () => {
  it('matches a case-insensitive substring of title or excerpt', () => {
    expect(filterPosts(posts, { query: 'seo', category: '' }).map((p) => p.title)).toEqual([
      'SEO basics',
      'Design systems',
    ])
    expect(filterPosts(posts, { query: 'START', category: '' })).toHaveLength(1)
  })
  it('matches the exact category slug', () => {
    expect(filterPosts(posts, { query: '', category: 'design' })).toHaveLength(1)
    expect(filterPosts(posts, { query: '', category: 'des' })).toHaveLength(0)
  })
  it('requires both together', () => {
    expect(filterPosts(posts, { query: 'seo', category: 'seo' }).map((p) => p.title)).toEqual(['SEO basics'])
    expect(filterPosts(posts, { query: 'basics', category: 'design' })).toHaveLength(0)
  })
  it('keeps everything without a filter', () => {
    expect(filterPosts(posts, { query: '  ', category: '' })).toHaveLength(3)
    expect(isFiltered({ query: ' ', category: '' })).toBe(false)
    expect(isFiltered({ query: '', category: 'seo' })).toBe(true)
  })
})

describe('pagination', () => {
  it('has 10 posts a page', () => {
    const all = Array.from({ length: 23 }, (_, i) => i)
    expect(pageCount(23)).toBe(3)
    expect(pageCount(0)).toBe(1)
    expect(pageSlice(all, 3)).toEqual([20, 21, 22])
  })
})

describe('the filter in the URL', () => {
  it('writes only what is set, and reads it back', () => {
    expect(filterToSearch({ query: '', category: '' })).toBe('')
    expect(filterToSearch({ query: 'café & co', category: 'seo' })).toBe('?q=caf%C3%A9+%26+co&category=seo')
    expect(filterFromSearch('?q=caf%C3%A9+%26+co&category=seo', ['seo'])).toEqual({ query: 'café & co', category: 'seo' })
  })
  it('ignores a category the list does not offer, and other parameters', () => {
    expect(filterFromSearch('?category=nope&utm_source=x', ['seo'])).toEqual({ query: '', category: '' })
  })
})
