import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { BREAKER_MINIMUM_CALLS } from './breaker'

// The adapter's failure handling, with the SDK replaced by a source each test drives.
const delivery = vi.fn()
vi.mock('./client', () => ({
  isContentfulConfigured: () => true,
  isPreviewConfigured: () => false,
  contentfulSource: () => delivery,
}))
// Next's data cache needs a server; here each call runs the query (the e2e tests cover the cache).
vi.mock('next/cache', () => ({ unstable_cache: (run: () => unknown) => run }))

/** How the SDK reports an HTTP error: its details as a JSON message. */
function sdkError(status: number, statusText: string) {
  return new Error(JSON.stringify({ status, statusText, message: 'Simulated', requestId: 'x' }, null, 2))
}

const emptyPage = { sys: { type: 'Array' }, total: 0, skip: 0, limit: 1, items: [] }
/** A post is two requests: the post in its language, and its languages (locale=*). */
const PER_POST = 2

describe('Contentful faults in the adapter', () => {
  let log: MockInstance<typeof console.error>
  // A fresh module per test: each starts with a closed breaker.
  let getPost: typeof import('./index').getPost
  beforeEach(async () => {
    vi.resetModules()
    ;({ getPost } = await import('./index'))
    log = vi.spyOn(console, 'error').mockImplementation(() => {})
    delivery.mockReset()
  })
  afterEach(() => log.mockRestore())

  it('logs a failing query once, with its HTTP status and what the visitor gets, until it succeeds again', async () => {
    delivery.mockRejectedValue(sdkError(500, 'Internal Server Error'))

    const first = await getPost('en', 'once')
    const again = await getPost('en', 'once')
    expect(first).toEqual({ ok: false, error: '500 Internal Server Error Simulated' })
    expect(again.ok).toBe(false)
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]?.[0]).toBe(
      '[blog] Contentful delivery query failed (post:en:once): 500 Internal Server Error Simulated; pages keep their cached content, a page without any shows the error state',
    )

    // Recovered, then failing again: a new fault, logged again.
    delivery.mockResolvedValue(emptyPage)
    expect(await getPost('en', 'once')).toEqual({ ok: true, value: null })
    delivery.mockRejectedValue(sdkError(429, 'Too Many Requests'))
    await getPost('en', 'once')
    expect(log).toHaveBeenCalledTimes(2)
    expect(log.mock.calls[1]?.[0]).toContain('429 Too Many Requests')
  })

  it('stops asking Contentful once enough queries failed with 5xx, and says so once', async () => {
    delivery.mockRejectedValue(sdkError(503, 'Service Unavailable'))
    for (let i = 0; i < BREAKER_MINIMUM_CALLS; i += 1) await getPost('fr', `slug-${i}`)
    expect(delivery).toHaveBeenCalledTimes(BREAKER_MINIMUM_CALLS * PER_POST)

    const during = await getPost('fr', 'another')
    expect(during).toEqual({ ok: false, error: 'Contentful failed moments ago; not asking again yet' })
    expect(delivery).toHaveBeenCalledTimes(BREAKER_MINIMUM_CALLS * PER_POST)
    const lines = log.mock.calls.map((call) => call[0] as string)
    expect(lines.filter((line) => line.includes('too many failures'))).toHaveLength(1)
    // The query refused by the open breaker is not logged on its own.
    expect(lines.some((line) => line.includes('(post:fr:another)'))).toBe(false)
  })

  it('keeps asking when the failures are the queries’ own (401, 404), not an outage', async () => {
    delivery.mockRejectedValue(sdkError(401, 'Unauthorized'))
    for (let i = 0; i < BREAKER_MINIMUM_CALLS * 3; i += 1) await getPost('en', `slug-${i}`)
    expect(delivery).toHaveBeenCalledTimes(BREAKER_MINIMUM_CALLS * 3 * PER_POST)
    expect(log.mock.calls.some((call) => String(call[0]).includes('too many failures'))).toBe(false)
  })

  it('does not open on a single failure among successes', async () => {
    delivery.mockResolvedValue(emptyPage)
    for (let i = 0; i < 4; i += 1) await getPost('en', `ok-${i}`)
    delivery.mockRejectedValueOnce(sdkError(502, 'Bad Gateway'))
    await getPost('en', 'fails-once')
    expect((await getPost('en', 'after')).ok).toBe(true)
    expect(delivery).toHaveBeenCalledTimes(6 * PER_POST)
  })
})
