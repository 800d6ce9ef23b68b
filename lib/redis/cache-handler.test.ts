import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRenderClock, madeAt, MAX_RENDER_MS } from './cache-handler-clock.mjs'
import { createLocalStore, createMemoryStore, localCacheDir } from './cache-handler-local.mjs'
import { asServed, entryTags, isRedirectWithoutLocation, replacer, revalidation, reviver, tagState } from './cache-handler-rules.mjs'
import SharedCacheHandler, { createSharedState } from './cache-handler.mjs'
import { createRedisConnection, type RedisConnection } from './connection.mjs'
import { startRedisServer, type RedisServer } from './test-server'

const TAGS = 'x-next-cache-tags'
const page = (html: string, tags = 'blog,blog:post:a', status = 200, headers: Record<string, string> = {}) => ({ kind: 'APP_PAGE', status, html, headers: { [TAGS]: tags, ...headers } })
const PAGE_CTX = { cacheControl: { revalidate: 60, expire: 31_536_000 } }

describe('the documented entry shape', () => {
  it('keeps Buffers and Maps through JSON', () => {
    const entry = { rscData: Buffer.from('rsc'), segmentData: new Map([['/a', Buffer.from('seg')]]) }
    const back = JSON.parse(JSON.stringify(entry, replacer), reviver)
    expect(back.rscData.toString()).toBe('rsc')
    expect(back.segmentData.get('/a').toString()).toBe('seg')
  })

  it("reads a response's tags from its x-next-cache-tags header and a data entry's from the context", () => {
    expect(entryTags(page(''), undefined)).toEqual(['blog', 'blog:post:a'])
    expect(entryTags({ kind: 'FETCH' }, { tags: ['blog'], softTags: ['_N_T_/en/blog'] }, ['blog', 'x'])).toEqual(['blog', '_N_T_/en/blog', 'x'])
  })

  it('records a revalidation as revalidateTag documents its profiles', () => {
    expect(revalidation({ expire: 0 }, 1_000)).toEqual({ stale: 1_000, expired: 1_000 })
    expect(revalidation(undefined, 1_000)).toEqual({ stale: 1_000, expired: 1_000 })
    expect(revalidation({ expire: Infinity }, 1_000)).toEqual({ stale: 1_000 })
    expect(revalidation({ expire: 30 }, 1_000)).toEqual({ stale: 1_000, expired: 31_000 })
  })
})

describe('what a read returns', () => {
  const stored = { value: page('<p>post</p>'), lastModified: 1_000, tags: [], cacheControl: { revalidate: 60 } }

  it('a tag revalidated after the entry makes it stale (served while it re-renders), an expiry a miss', () => {
    expect(tagState([{ stale: 500 }], 1_000, 2_000)).toBe('fresh')
    expect(tagState([undefined, { stale: 1_500 }], 1_000, 2_000)).toBe('stale')
    expect(tagState([{ stale: 1_500, expired: 1_500 }], 1_000, 2_000)).toBe('expired')
    // An expiry still to come leaves it stale until then.
    expect(tagState([{ stale: 1_500, expired: 9_000 }], 1_000, 2_000)).toBe('stale')
    // A revalidation in the entry's own millisecond counts as after it.
    expect(tagState([{ stale: 1_000, expired: 1_000 }], 1_000, 2_000)).toBe('expired')
    expect(tagState([{ stale: 1_000 }], 1_000, 2_000)).toBe('stale')
    expect(asServed(stored, 'fresh', undefined, 2_000)).toBe(stored)
    expect(asServed(stored, 'expired', undefined, 2_000)).toBeNull()
    // Stale: made just past its 60 s lifetime, so Next serves it and renders it again.
    expect(asServed(stored, 'stale', undefined, 2_000)?.lastModified).toBe(2_000 - 60_000 - 1)
    expect(asServed({ ...stored, cacheControl: { revalidate: false } }, 'stale', undefined, 2_000)).toBeNull()
    const data = { value: { kind: 'FETCH', data: {}, revalidate: 60 }, lastModified: 1_000 }
    expect(asServed(data, 'stale', { revalidate: 30 }, 2_000)?.lastModified).toBe(2_000 - 30_000 - 1)
  })

  it('a redirect without its Location is never stored', () => {
    expect(isRedirectWithoutLocation(page('', '', 307))).toBe(true)
    expect(isRedirectWithoutLocation(page('', '', 307, { location: '/en/blog' }))).toBe(false)
    expect(isRedirectWithoutLocation(page(''))).toBe(false)
  })
})

describe('a revalidation is final', () => {
  it('an entry whose render started before a revalidation of one of its tags is stored as made at that start', () => {
    const clock = createRenderClock()
    const records = [{ stale: 1_500, expired: 1_500 }]
    clock.read('/en/blog/a', 1_000) // the render reads the stale copy, then waits on Contentful
    expect(madeAt(records, clock.started('/en/blog/a', 3_000), 3_000)).toBe(999)
    // A render that started after the revalidation is stored as made now.
    clock.read('/en/blog/a', 2_000)
    expect(madeAt(records, clock.started('/en/blog/a', 4_000), 4_000)).toBe(4_000)
    // A revalidation in the millisecond the render started counts as after it.
    clock.read('/en/blog/a', 1_500)
    expect(madeAt(records, clock.started('/en/blog/a', 4_000), 4_000)).toBe(1_499)
    // No known start: made now.
    expect(madeAt(records, undefined, 3_000)).toBe(3_000)
  })

  it('two renders of one entry in flight at once are both dated from the earlier start', () => {
    const clock = createRenderClock()
    clock.read('data', 1_000)
    clock.read('data', 1_200)
    expect(clock.started('data', 3_000)).toBe(1_000)
    // A read meanwhile does not make the second render look younger than it is.
    clock.read('data', 3_100)
    expect(clock.started('data', 3_200)).toBe(1_000)
    expect(clock.started('data', 3_300)).toBe(1_000)
    expect(clock.started('data', 3_400)).toBeUndefined()
  })

  it('forgets a read whose render never stored anything, after the longest render', () => {
    const clock = createRenderClock()
    clock.read('k', 0)
    expect(clock.started('k', MAX_RENDER_MS + 1)).toBeUndefined()
    clock.read('k', MAX_RENDER_MS + 2)
    expect(clock.started('k', MAX_RENDER_MS + 3)).toBe(MAX_RENDER_MS + 2)
  })

  it('through the handler, one server without Redis: an unpublish during a render is not undone by its write', async () => {
    const handler = new SharedCacheHandler({}, createSharedState(null, 'test'))
    expect(await handler.get('/en/blog/a', { kind: 'APP_PAGE', isFallback: false })).toBeNull()
    await handler.revalidateTag(['blog:post:a'], { expire: 0 }) // the webhook, while the render runs
    await handler.set('/en/blog/a', page('<p>old post</p>'), PAGE_CTX)
    expect(await handler.get('/en/blog/a', { kind: 'APP_PAGE', isFallback: false })).toBeNull()
    // The render that follows (a millisecond later) stores the redirect; one without Location is dropped.
    await new Promise((resolve) => setTimeout(resolve, 2))
    await handler.set('/en/blog/a', page('', 'blog,blog:post:a', 307), PAGE_CTX)
    expect(await handler.get('/en/blog/a', { kind: 'APP_PAGE', isFallback: false })).toBeNull()
    await handler.set('/en/blog/a', page('', 'blog,blog:post:a', 307, { location: '/en/blog' }), PAGE_CTX)
    expect((await handler.get('/en/blog/a', { kind: 'APP_PAGE', isFallback: false }))?.value).toMatchObject({ status: 307 })
  })
})

describe("the server's own copy", () => {
  it('keeps what was stored (by `next build`, or before a restart) in its files, and bounds its memory', async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'cache-handler-'))
    try {
      const dir = localCacheDir(distDir, 'r1')
      const built = new SharedCacheHandler({}, createSharedState(null, 'r1', dir))
      await built.set('/en/pricing', page('<p>pricing</p>', '_N_T_/en/pricing'), PAGE_CTX)
      const started = new SharedCacheHandler({}, createSharedState(null, 'r1', dir))
      expect((await started.get('/en/pricing', { kind: 'APP_PAGE', isFallback: false }))?.value).toMatchObject({ html: '<p>pricing</p>' })
      // Another release's directory is its own.
      const other = new SharedCacheHandler({}, createSharedState(null, 'r2', localCacheDir(distDir, 'r2')))
      expect(await other.get('/en/pricing', { kind: 'APP_PAGE', isFallback: false })).toBeNull()
    } finally {
      rmSync(distDir, { recursive: true, force: true })
    }
    const memory = createMemoryStore(10)
    const local = createLocalStore(undefined, memory)
    local.set('a', '123456')
    local.set('b', '123456')
    expect([local.get('a'), local.get('b')]).toEqual([undefined, '123456'])
  })

  it('parses a kept text once, and again once it changes or when the text is another copy', () => {
    const local = createLocalStore(undefined)
    let parses = 0
    const parse = (text: string) => ({ parses: ++parses, text })
    local.set('/en', 'one')
    const first = local.read('/en', 'one', parse)
    expect(local.read('/en', 'one', parse)).toBe(first)
    // A copy that is not the kept one (Redis's, written by another server) is parsed each time.
    expect(local.read('/en', 'two', parse)).toMatchObject({ parses: 2, text: 'two' })
    local.set('/en', 'two')
    expect(local.read('/en', 'two', parse)).toMatchObject({ parses: 3, text: 'two' })
    expect(local.read('/en', 'two', parse).parses).toBe(3)
  })
})

describe('two servers on one Redis (a real redis-server)', () => {
  let server: RedisServer
  const connections: RedisConnection[] = []
  const serverOf = (release: string) => {
    const connection = createRedisConnection({ url: server.url, log: () => {} })
    connections.push(connection)
    return { connection, handler: new SharedCacheHandler({}, createSharedState(connection, release)) }
  }
  const PAGE = { kind: 'APP_PAGE', isFallback: false }

  beforeAll(async () => {
    server = await startRedisServer()
  })
  afterAll(async () => {
    await Promise.all(connections.map((connection) => connection.close()))
    server?.process.kill('SIGKILL')
  })

  it('a revalidation on one holds on the other at its next read (no message to lose), and releases never share entries', async () => {
    const first = serverOf('r1')
    const second = serverOf('r1')
    const other = serverOf('r2')
    expect(await first.handler.get('/en/blog/a', PAGE)).toBeNull()
    await first.handler.set('/en/blog/a', page('<p>post</p>'), PAGE_CTX)
    expect((await second.handler.get('/en/blog/a', PAGE))?.value).toMatchObject({ html: '<p>post</p>' })
    expect(await other.handler.get('/en/blog/a', PAGE)).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 5))
    await first.handler.revalidateTag('blog:post:a', { expire: 0 })
    expect(await second.handler.get('/en/blog/a', PAGE)).toBeNull()
  })

  it('a render on one in flight across a revalidation made on the other is stored as revalidated', async () => {
    const first = serverOf('r3')
    const second = serverOf('r3')
    expect(await second.handler.get('/en/blog/b', PAGE)).toBeNull() // second starts a render
    await new Promise((resolve) => setTimeout(resolve, 5))
    await first.handler.revalidateTag(['blog:post:a'], { expire: Infinity }) // 'max'
    await second.handler.set('/en/blog/b', page('<p>old</p>'), PAGE_CTX)
    const served = await first.handler.get('/en/blog/b', PAGE)
    // Stale: served while it renders again, dated past its lifetime.
    expect(Date.now() - (served?.lastModified ?? Date.now())).toBeGreaterThan(60_000)
  })

  it('a revalidation made while Redis is frozen reaches the other server once it answers again', async () => {
    const first = serverOf('r4')
    const second = serverOf('r4')
    await first.handler.set('/en/blog/c', page('<p>c</p>', 'blog:post:c'), PAGE_CTX)
    expect(await second.handler.get('/en/blog/c', PAGE)).not.toBeNull()
    server.process.kill('SIGSTOP')
    try {
      await first.handler.revalidateTag('blog:post:c', { expire: 0 }) // answers at once, recorded here
      expect(await first.handler.get('/en/blog/c', PAGE)).toBeNull()
    } finally {
      server.process.kill('SIGCONT')
    }
    await expect.poll(() => second.handler.get('/en/blog/c', PAGE), { timeout: 15_000, interval: 200 }).toBeNull()
  }, 30_000)
})
