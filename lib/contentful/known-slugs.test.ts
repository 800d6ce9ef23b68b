import { beforeEach, describe, expect, it, vi } from 'vitest'

// The lists the blog keeps, driven by each test.
const postSlugs = vi.fn()
const tags = vi.fn()
const categories = vi.fn()
vi.mock('./index', () => ({ getPostSlugs: postSlugs, getTags: tags, getCategories: categories }))

const ok = (slugs: string[]) => ({ ok: true, value: slugs.map((slug) => ({ slug })) })
const down = { ok: false, error: '503 Service Unavailable' }

describe('isKnownAddress', () => {
  let isKnownAddress: typeof import('./known-slugs').isKnownAddress
  beforeEach(async () => {
    vi.resetModules()
    vi.useRealTimers()
    ;({ isKnownAddress } = await import('./known-slugs'))
    for (const list of [postSlugs, tags, categories]) list.mockReset()
  })

  it('answers from the lists: published slugs are known, others not', async () => {
    postSlugs.mockResolvedValue(ok(['a-post']))
    tags.mockResolvedValue(ok(['seo']))
    categories.mockResolvedValue(ok([]))
    expect(await isKnownAddress({ kind: 'post', lang: 'en', slug: 'a-post' })).toBe(true)
    expect(await isKnownAddress({ kind: 'post', lang: 'fr', slug: 'made-up' })).toBe(false)
    expect(await isKnownAddress({ kind: 'tag', lang: 'fr', slug: 'seo' })).toBe(true)
    expect(await isKnownAddress({ kind: 'category', lang: 'en', slug: 'seo' })).toBe(false)
    expect(await isKnownAddress({ kind: 'page', lang: 'en', page: 1 })).toBe(true)
    expect(await isKnownAddress({ kind: 'page', lang: 'en', page: 2 })).toBe(false)
  })

  it('reads each list once for a burst of requests', async () => {
    postSlugs.mockResolvedValue(ok(['a-post']))
    await Promise.all(Array.from({ length: 50 }, (_, i) => isKnownAddress({ kind: 'post', lang: i % 2 ? 'en' : 'fr', slug: `x-${i}` })))
    expect(postSlugs).toHaveBeenCalledTimes(1)
  })

  it('answers from the last good list while the lists cannot be read, and cannot tell before any', async () => {
    tags.mockResolvedValueOnce(down)
    expect(await isKnownAddress({ kind: 'tag', lang: 'en', slug: 'seo' })).toBeUndefined()
    vi.useFakeTimers()
    tags.mockResolvedValue(ok(['seo']))
    vi.advanceTimersByTime(2_000)
    expect(await isKnownAddress({ kind: 'tag', lang: 'en', slug: 'seo' })).toBe(true)
    tags.mockResolvedValue(down)
    vi.advanceTimersByTime(2_000)
    expect(await isKnownAddress({ kind: 'tag', lang: 'en', slug: 'seo' })).toBe(true)
    expect(await isKnownAddress({ kind: 'tag', lang: 'en', slug: 'made-up' })).toBe(false)
  })

  it('waits for a slow refresh only briefly, then answers from the last good list', async () => {
    categories.mockResolvedValueOnce(ok(['web']))
    expect(await isKnownAddress({ kind: 'category', lang: 'en', slug: 'web' })).toBe(true)
    vi.useFakeTimers()
    vi.advanceTimersByTime(2_000)
    categories.mockReturnValue(new Promise(() => {}))
    const answer = isKnownAddress({ kind: 'category', lang: 'en', slug: 'web' })
    await vi.advanceTimersByTimeAsync(1_600)
    expect(await answer).toBe(true)
  })
})
