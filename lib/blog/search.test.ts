import { describe, expect, it } from 'vitest'
import { MAX_QUERY_LENGTH, queryWords, readSearchIndex, searchIndex, type SearchIndex } from './search'

const index: SearchIndex = {
  posts: [
    ['local-seo', 'Référencement local pour les entreprises', '2026-01-03'],
    ['launch', 'Website launch checklist', '2026-01-01'],
    ['meta', 'Writing meta descriptions that convert', '2025-12-01'],
  ],
}
const slugs = (query: string) => searchIndex(index, query).map(([slug]) => slug)

describe('searchIndex', () => {
  it('matches every word of the query in a title, case and accents aside, newest first', () => {
    expect(slugs('LAUNCH')).toEqual(['launch'])
    expect(slugs('referencement')).toEqual(['local-seo'])
    expect(slugs('meta convert')).toEqual(['meta'])
    expect(slugs('meta launch')).toEqual([])
    expect(slugs('e')).toEqual(['local-seo', 'launch', 'meta'])
  })
  it('finds nothing for a blank query and cuts a long one', () => {
    expect(slugs('   ')).toEqual([])
    expect(queryWords('a'.repeat(MAX_QUERY_LENGTH * 3))[0]).toHaveLength(MAX_QUERY_LENGTH)
  })
})

describe('readSearchIndex', () => {
  it('keeps well-formed entries and reads anything else as an empty index', () => {
    expect(readSearchIndex({ posts: [['a', 'A', '2026-01-01'], ['b', 2, '2026'], 'c'] }).posts).toEqual([['a', 'A', '2026-01-01']])
    expect(readSearchIndex(null).posts).toEqual([])
    expect(readSearchIndex({ posts: 'x' }).posts).toEqual([])
  })
})
