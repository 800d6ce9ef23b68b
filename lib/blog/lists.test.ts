import { describe, expect, it } from 'vitest'
import { answerAddress, isBlogLists, LISTS_VERSION, mergeHistory, postsIn, type BlogLists } from './lists'

const post = (id: string, slug: string, langs: Array<'en' | 'fr'> = ['en', 'fr']) => ({ id, slug, langs, updatedAt: '2026-01-01' })

const lists: BlogLists = {
  version: LISTS_VERSION,
  readAt: 1,
  posts: [post('a', 'both-languages'), post('b', 'english-only', ['en']), post('c', 'french-only', ['fr']), post('d', 'renamed-now')],
  tags: [{ id: 't1', slug: 'seo', langs: ['en', 'fr'] }, { id: 't2', slug: 'english-tag', langs: ['en'] }],
  categories: [{ id: 'c1', slug: 'web', langs: ['fr'] }],
  moved: { 'renamed-before': 'd', 'old-english': 'b', 'gone-post': 'zzz' },
}

describe('answerAddress', () => {
  it('lets a post through in each language it exists in', () => {
    expect(answerAddress(lists, { kind: 'post', lang: 'en', slug: 'both-languages' })).toEqual({ kind: 'pass' })
    expect(answerAddress(lists, { kind: 'post', lang: 'fr', slug: 'both-languages' })).toEqual({ kind: 'pass' })
  })

  it('sends an untranslated post, either way, to the language it exists in', () => {
    expect(answerAddress(lists, { kind: 'post', lang: 'fr', slug: 'english-only' })).toEqual({ kind: 'elsewhere', path: '/en/blog/english-only' })
    expect(answerAddress(lists, { kind: 'post', lang: 'en', slug: 'french-only' })).toEqual({ kind: 'elsewhere', path: '/fr/blog/french-only' })
  })

  it('sends an old slug to the current one in the same language, or in the one the post has', () => {
    expect(answerAddress(lists, { kind: 'post', lang: 'fr', slug: 'renamed-before' })).toEqual({ kind: 'moved', path: '/fr/blog/renamed-now' })
    expect(answerAddress(lists, { kind: 'post', lang: 'fr', slug: 'old-english' })).toEqual({ kind: 'moved', path: '/en/blog/english-only' })
  })

  it('sends made-up slugs, and old slugs of posts that are gone, to the list', () => {
    expect(answerAddress(lists, { kind: 'post', lang: 'en', slug: 'made-up' })).toEqual({ kind: 'list' })
    expect(answerAddress(lists, { kind: 'post', lang: 'en', slug: 'gone-post' })).toEqual({ kind: 'list' })
    // An inherited name is not a slug.
    expect(answerAddress(lists, { kind: 'post', lang: 'en', slug: 'constructor' })).toEqual({ kind: 'list' })
  })

  it('answers tags and categories by language, and made-up ones with 404', () => {
    expect(answerAddress(lists, { kind: 'tag', lang: 'fr', slug: 'seo' })).toEqual({ kind: 'pass' })
    expect(answerAddress(lists, { kind: 'tag', lang: 'fr', slug: 'english-tag' })).toEqual({ kind: 'elsewhere', path: '/en/blog/tag/english-tag' })
    expect(answerAddress(lists, { kind: 'category', lang: 'en', slug: 'web' })).toEqual({ kind: 'elsewhere', path: '/fr/blog/category/web' })
    expect(answerAddress(lists, { kind: 'tag', lang: 'en', slug: 'made-up' })).toEqual({ kind: 'not-found' })
  })

  it('counts list pages per language', () => {
    const many: BlogLists = { ...lists, posts: Array.from({ length: 25 }, (_, i) => post(`p${i}`, `p-${i}`, i < 5 ? ['en'] : ['en', 'fr'])) }
    expect(answerAddress(many, { kind: 'page', lang: 'en', page: 3 })).toEqual({ kind: 'pass' })
    expect(answerAddress(many, { kind: 'page', lang: 'fr', page: 3 })).toEqual({ kind: 'not-found' })
    expect(postsIn(many, 'fr')).toHaveLength(20)
  })
})

describe('mergeHistory', () => {
  it('remembers every slug a post had, and keeps what was known', () => {
    const first = { posts: [post('a', 'one')], moved: {} }
    const second = { posts: [post('a', 'two')], moved: mergeHistory(first, [post('a', 'two')]) }
    expect(second.moved).toEqual({ one: 'a' })
    expect(mergeHistory(second, [post('a', 'three')])).toEqual({ one: 'a', two: 'a' })
    expect(mergeHistory(undefined, [post('a', 'two')], { one: 'a' })).toEqual({ one: 'a' })
  })

  it('gives a reused slug to the post that now has it', () => {
    const before = { posts: [post('a', 'two'), post('b', 'other')], moved: { one: 'a' } }
    // 'one' is b's now; b's own old slug is remembered.
    expect(mergeHistory(before, [post('a', 'two'), post('b', 'one')])).toEqual({ other: 'b' })
  })
})

describe('isBlogLists', () => {
  it('accepts its own shape only', () => {
    expect(isBlogLists(lists)).toBe(true)
    expect(isBlogLists({ ...lists, version: LISTS_VERSION + 1 })).toBe(false)
    expect(isBlogLists({ posts: [] })).toBe(false)
    expect(isBlogLists(null)).toBe(false)
  })
})
