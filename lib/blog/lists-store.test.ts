import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LISTS_VERSION, type BlogLists } from './lists'

/** A Redis that answers from a Map, or (down) gives every call its fallback, as connection.mjs does. */
const hashes = new Map<string, Record<string, string>>()
let isRedisDown = false
let hasRedis = false
const redis = {
  attempt: async <T, F>(_label: string, run: (client: unknown) => Promise<T>, fallback: F) => {
    if (isRedisDown) return fallback
    return run({
      hGet: async (key: string, field: string) => hashes.get(key)?.[field] ?? null,
      hSet: async (key: string, values: Record<string, string>) => hashes.set(key, { ...hashes.get(key), ...values }),
    })
  },
}
vi.mock('@/lib/redis/connection.mjs', () => ({ sharedRedis: () => (hasRedis ? redis : undefined) }))

const lists = (readAt: number, slug = 'a-post'): BlogLists => ({
  version: LISTS_VERSION,
  readAt,
  posts: [{ id: 'p1', slug, langs: ['en', 'fr'], updatedAt: '' }],
  tags: [],
  categories: [],
  moved: slug === 'a-post' ? {} : { 'a-post': 'p1' },
})

describe('the blog lists store', () => {
  let dir = ''
  async function fresh() {
    vi.resetModules()
    return import('./lists-store')
  }
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'blog-lists-'))
    vi.stubEnv('NEXT_DIST_DIR', dir)
    hashes.clear()
    isRedisDown = false
    hasRedis = false
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    rmSync(dir, { recursive: true, force: true })
  })

  it('has nothing before anything was written, then answers what was, from its file after a restart', async () => {
    const store = await fresh()
    expect(await store.readLists()).toBeUndefined()
    await store.writeLists(lists(1, 'renamed'))
    const restarted = await fresh()
    expect((await restarted.readLists())?.posts[0]?.slug).toBe('renamed')
    // The slug history also outlives the build directory's lists (next build keeps cache/).
    expect(restarted.readHistoryFile()).toEqual({ 'a-post': 'p1' })
  })

  it('shares them through Redis, and falls back to its own file while Redis does not answer', async () => {
    hasRedis = true
    const writer = await fresh()
    await writer.writeLists(lists(1))
    // Another server: a directory of its own (its build's copy is older), the same Redis.
    vi.stubEnv('NEXT_DIST_DIR', mkdtempSync(join(tmpdir(), 'blog-lists-other-')))
    const other = await fresh()
    expect((await other.readLists())?.readAt).toBe(1)
    await writer.writeLists(lists(2, 'renamed'))
    isRedisDown = true
    vi.stubEnv('NEXT_DIST_DIR', dir)
    const reader = await fresh()
    expect((await reader.readLists())?.readAt).toBe(2)
  })

  it('ignores a file it cannot read as lists', async () => {
    const store = await fresh()
    const { writeFileSync, mkdirSync } = await import('node:fs')
    mkdirSync(join(dir, 'blog-lists'), { recursive: true })
    writeFileSync(store.listsFile(), '{"version":0}')
    expect(await store.readLists()).toBeUndefined()
  })
})
