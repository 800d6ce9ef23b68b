import { signRequest } from '@contentful/node-apps-toolkit/requests'
import { afterEach, describe, expect, it, vi } from 'vitest'

const revalidateTag = vi.fn()
vi.mock('next/cache', () => ({ revalidateTag, unstable_cache: (run: () => unknown) => run }))
const tagsFor = vi.fn(async () => ({ tags: ['blog:type:blogPost', 'blog:post:a-post'], expired: [] as string[] }))
// The blog lists are re-read after each accepted webhook (lists.ts); nothing to read here.
const updateBlogLists = vi.fn(async () => {})
vi.mock('./lists', () => ({ updateBlogLists }))
vi.mock('./webhook', async (original) => ({ ...(await original<typeof import('./webhook')>()), tagsFor }))

// Contentful's signing secrets are 64 characters.
const SIGNING = 'k'.repeat(64)
const URL_ = 'http://site.test/api/revalidate'
const BODY = JSON.stringify({ sys: { id: 'postA', type: 'Entry', contentType: { sys: { id: 'blogPost' } } } })

async function handlerWith(secret?: string, signing?: string) {
  vi.resetModules()
  vi.stubEnv('CONTENTFUL_REVALIDATE_SECRET', secret ?? '')
  vi.stubEnv('CONTENTFUL_WEBHOOK_SIGNING_SECRET', signing ?? '')
  return (await import('./revalidate')).handleRevalidate
}

function post(headers: Record<string, string> = {}, body: string = BODY) {
  return new Request(URL_, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })
}

/** Headers as Contentful signs them: method, path, the listed headers and the body. */
function signed(body: string, { secret = SIGNING, timestamp = Date.now() } = {}) {
  const headers = { 'content-type': 'application/json', 'x-contentful-topic': 'ContentManagement.Entry.publish' }
  return { ...headers, ...signRequest(secret, { method: 'POST', path: '/api/revalidate', headers, body }, timestamp) }
}

// Each test imports the handler afresh with its environment: slow on a busy machine.
describe('handleRevalidate', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    revalidateTag.mockClear()
    tagsFor.mockClear()
  })

  it('answers 404 when neither secret is configured', async () => {
    const handle = await handlerWith()
    expect((await handle(post({ 'x-revalidate-secret': 'anything' }))).status).toBe(404)
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('answers 401 to a missing or wrong shared secret', async () => {
    const handle = await handlerWith('s3cret')
    for (const given of [undefined, 's3cre', 's3cret-and-more']) {
      expect((await handle(post(given === undefined ? {} : { 'x-revalidate-secret': given }))).status).toBe(401)
    }
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('refreshes only the tags of what shows the entry, with the shared secret', async () => {
    const handle = await handlerWith('s3cret')
    const response = await handle(post({ 'x-revalidate-secret': 's3cret', 'x-contentful-topic': 'ContentManagement.Entry.publish' }))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ revalidated: true, tags: ['blog:type:blogPost', 'blog:post:a-post'] })
    expect(tagsFor).toHaveBeenCalledWith({ id: 'postA', contentType: 'blogPost', action: 'publish', slugs: [] })
    expect(revalidateTag.mock.calls).toEqual([['blog:type:blogPost', 'max'], ['blog:post:a-post', 'max']])
  })

  it('expires the pages of a post that is gone instead of marking them stale', async () => {
    tagsFor.mockResolvedValueOnce({ tags: ['blog:type:blogPost', 'blog:post:a-post'], expired: ['blog:post:a-post'] })
    const handle = await handlerWith('s3cret')
    expect((await handle(post({ 'x-revalidate-secret': 's3cret' }))).status).toBe(200)
    expect(revalidateTag.mock.calls).toEqual([['blog:type:blogPost', 'max'], ['blog:post:a-post', { expire: 0 }]])
  })

  it('refreshes every blog page, and says so, for a body it cannot read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const handle = await handlerWith('s3cret')
    for (const body of ['{"not": "json"', '{"sys":{"type":"Entry"}}', '']) {
      expect((await handle(post({ 'x-revalidate-secret': 's3cret' }, body))).status).toBe(200)
    }
    expect(revalidateTag.mock.calls).toEqual([['blog', 'max'], ['blog', 'max'], ['blog', 'max']])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('refreshing every blog page'))
    warn.mockRestore()
  })

  it('accepts a request signed by Contentful without the shared secret', async () => {
    const handle = await handlerWith('s3cret', SIGNING)
    const response = await handle(post(signed(BODY)))
    expect(response.status).toBe(200)
    expect(revalidateTag).toHaveBeenCalledWith('blog:post:a-post', 'max')
  })

  it('answers 401 and refreshes nothing for a tampered body, a wrong secret or an old timestamp', async () => {
    const handle = await handlerWith('s3cret', SIGNING)
    const tampered = BODY.replace('postA', 'postB')
    const requests = [
      post(signed(BODY), tampered),
      post(signed(BODY, { secret: 'w'.repeat(64) })),
      post(signed(BODY, { timestamp: Date.now() - 61_000 })),
      post({ ...signed(BODY), 'x-contentful-signature': 'f'.repeat(64) }),
    ]
    for (const request of requests) expect((await handle(request)).status).toBe(401)
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('accepts a signed request once: its replay answers 401 and refreshes nothing', async () => {
    const handle = await handlerWith(undefined, SIGNING)
    const headers = signed(BODY)
    expect((await handle(post(headers))).status).toBe(200)
    revalidateTag.mockClear()
    const replay = await handle(post(headers))
    expect(replay.status).toBe(401)
    expect(await replay.json()).toMatchObject({ revalidated: false })
    expect(revalidateTag).not.toHaveBeenCalled()
    // Another request, signed a moment later, is a new one.
    expect((await handle(post(signed(BODY, { timestamp: Date.now() + 1 }))))).toMatchObject({ status: 200 })
  })

  it('refuses a signature dated over a window ahead (it would stay valid, and replayable, until then)', async () => {
    const handle = await handlerWith(undefined, SIGNING)
    expect((await handle(post(signed(BODY, { timestamp: Date.now() + 61_000 })))).status).toBe(401)
    expect((await handle(post(signed(BODY, { timestamp: Date.now() + 30_000 })))).status).toBe(200)
  })

  it('refuses a body over 1 MiB without refreshing', async () => {
    const handle = await handlerWith('s3cret')
    expect((await handle(post({ 'x-revalidate-secret': 's3cret' }, 'x'.repeat(1024 * 1024 + 1)))).status).toBe(413)
    expect(revalidateTag).not.toHaveBeenCalled()
  })
})
