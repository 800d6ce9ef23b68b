import { describe, expect, it } from 'vitest'
import { createRenderClock, entryTags, madeAt, mergeTag, revalidatedAt, startsRender, beforeLateRevalidations, withRedirectLocation } from './cache-handler.mjs'

const page = (status: number, html: string, headers: Record<string, string> = {}) => ({ kind: 'APP_PAGE', status, html, headers })
const REDIRECT_HTML = '<head><meta id="__next-page-redirect" http-equiv="refresh" content="1;url=/en/blog"/></head>'

describe('withRedirectLocation', () => {
  it('puts back the Location of a redirect that Next stored without it (background re-render)', () => {
    expect(withRedirectLocation(page(307, REDIRECT_HTML)).headers).toEqual({ location: '/en/blog' })
  })

  it('leaves pages, redirects that have their Location, and other hosts alone', () => {
    const ok = page(200, REDIRECT_HTML)
    expect(withRedirectLocation(ok)).toBe(ok)
    const located = page(307, REDIRECT_HTML, { location: '/fr/blog' })
    expect(withRedirectLocation(located)).toBe(located)
    const elsewhere = page(307, REDIRECT_HTML.replace('/en/blog', '//evil.example/x'))
    expect(withRedirectLocation(elsewhere)).toBe(elsewhere)
  })
})

describe('a revalidation is final', () => {
  it('an entry whose render started before a revalidation of one of its tags is stored as made at that start', () => {
    const clock = createRenderClock(40_000)
    const manifest = new Map([['blog:post:a', { stale: 1_500, expired: 1_500 }]])
    clock.read('/en/blog/a', 1_000) // the render reads the stale copy, then waits on Contentful
    // the webhook lands at 1 500; the render stores its result at 3 000
    expect(madeAt(['blog', 'blog:post:a'], clock.started('/en/blog/a', 3_000), 3_000, manifest)).toBe(1_000)
    // A render that started after the revalidation is stored as made now.
    clock.read('/en/blog/a', 2_000)
    expect(madeAt(['blog:post:a'], clock.started('/en/blog/a', 4_000), 4_000, manifest)).toBe(4_000)
    // Other tags, and entries nobody read (no known start), are stored as made now.
    clock.read('/en/blog/b', 1_000)
    expect(madeAt(['blog:post:b'], clock.started('/en/blog/b', 3_000), 3_000, manifest)).toBe(3_000)
    expect(madeAt(['blog:post:a'], undefined, 3_000, manifest)).toBe(3_000)
  })

  it('a busy key keeps a read mark at most the window old, and one at or before any render shorter than half of it', () => {
    const clock = createRenderClock(40_000)
    // Reads every second for two minutes; a render starts at 100 s and stores at 119 s.
    for (let t = 0; t <= 119_000; t += 1_000) clock.read('/en', t)
    const start = clock.started('/en', 119_000)
    expect(start).toBeLessThanOrEqual(100_000)
    expect(119_000 - (start ?? 0)).toBeLessThanOrEqual(40_000)
    // A mark older than the window is no start.
    clock.read('/fr', 0)
    expect(clock.started('/fr', 41_000)).toBeUndefined()
  })

  it("an entry stored between another server's revalidation and its arrival here reads as older than it", () => {
    const manifest = new Map<string, { stale?: number; expired?: number }>()
    const arrived = new Map<string, { made: number; at: number }>()
    // Made on the first server at 1 000, received here at 1 400.
    mergeTag('blog:post:a', { stale: 1_000, expired: 1_000 }, manifest, 1_400, arrived)
    const page = (lastModified: number) => ({ lastModified, value: { kind: 'APP_PAGE', headers: { 'x-next-cache-tags': 'blog,blog:post:a' } } })
    // Rendered here at 1 200, before this server knew: older than the revalidation.
    expect(beforeLateRevalidations(page(1_200), {}, arrived)?.lastModified).toBe(999)
    // Rendered before it, or after it arrived: as stored.
    expect(beforeLateRevalidations(page(900), {}, arrived)?.lastModified).toBe(900)
    expect(beforeLateRevalidations(page(1_500), {}, arrived)?.lastModified).toBe(1_500)
    // The same revalidation again (pub/sub, then a sync) changes nothing.
    mergeTag('blog:post:a', { stale: 1_000, expired: 1_000 }, manifest, 3_000, arrived)
    expect(arrived.get('blog:post:a')).toEqual({ made: 1_000, at: 1_400 })
  })

  it('a read marks a render only when the entry is missing or stale: a fresh list read by the proxy marks nothing', () => {
    const manifest = new Map([['blog:type:blogPost', { stale: 5_000, expired: 5_000 }]])
    const list = (lastModified: number) => ({ lastModified, value: { kind: 'FETCH', data: {}, revalidate: 60 } })
    const ctx = { tags: ['blog', 'blog:type:blogPost'] }
    // Fresh by its tags and its 60 s lifetime: no render follows.
    expect(startsRender(list(6_000), ctx, 10_000, manifest)).toBe(false)
    // Made before the revalidation, past its lifetime, or missing: a refresh follows.
    expect(startsRender(list(4_000), ctx, 10_000, manifest)).toBe(true)
    expect(startsRender(list(6_000), ctx, 66_000, manifest)).toBe(true)
    expect(startsRender(undefined, ctx, 10_000, manifest)).toBe(true)
    // A page's lifetime is not in its entry: every read of one may start its render.
    expect(startsRender({ lastModified: 6_000, value: { kind: 'APP_PAGE', headers: {} } }, {}, 10_000, manifest)).toBe(true)
  })

  it('a tag revalidated with a later expiry counts from its stale time; a future expiry is not a revalidation yet', () => {
    expect(revalidatedAt({ stale: 10, expired: 10 + 365 * 86_400_000 }, 20)).toBe(10)
    expect(revalidatedAt({ expired: 15 }, 20)).toBe(15)
    expect(revalidatedAt(undefined, 20)).toBe(0)
    expect(entryTags({ kind: 'APP_PAGE', headers: { 'x-next-cache-tags': 'blog,blog:post:a' } }, {})).toEqual(['blog', 'blog:post:a'])
    expect(entryTags({ kind: 'FETCH', data: {} }, { tags: ['blog'] })).toEqual(['blog'])
  })
})
