import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'

// The adapter's failure handling, with the SDK replaced by a source each test drives.
const delivery = vi.fn()
vi.mock('./client', () => ({
  isContentfulConfigured: () => true,
  isPreviewConfigured: () => false,
  contentfulSource: () => delivery,
}))
// Next's data cache needs a server; here each call runs the query (cache.test.ts covers the cache).
vi.mock('next/cache', () => ({ unstable_cache: (run: () => unknown) => run }))

const { getPost } = await import('./index')

/** How the SDK reports an HTTP error: its details as a JSON message. */
function sdkError(status: number, statusText: string) {
  return new Error(JSON.stringify({ status, statusText, message: 'Simulated', requestId: 'x' }, null, 2))
}

const emptyPage = { sys: { type: 'Array' }, total: 0, skip: 0, limit: 1, items: [] }
const COOLDOWN_PAST = 16_000
// Each test starts an hour after the last, so no cooldown carries over from one to the next.
let clock = Date.now()

describe('Contentful faults in the adapter', () => {
  let log: MockInstance<typeof console.error>
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    clock += 3_600_000
    vi.setSystemTime(clock)
    log = vi.spyOn(console, 'error').mockImplementation(() => {})
    delivery.mockReset()
  })
  afterEach(() => {
    vi.useRealTimers()
    log.mockRestore()
  })

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

    // Recovered (after the cooldown), then failing again: a new fault, logged again.
    vi.advanceTimersByTime(COOLDOWN_PAST)
    delivery.mockResolvedValue(emptyPage)
    expect(await getPost('en', 'once')).toEqual({ ok: true, value: null })
    vi.advanceTimersByTime(COOLDOWN_PAST)
    delivery.mockRejectedValue(sdkError(429, 'Too Many Requests'))
    await getPost('en', 'once')
    expect(log).toHaveBeenCalledTimes(2)
    expect(log.mock.calls[1]?.[0]).toContain('429 Too Many Requests')
  })

  it('does not ask Contentful again during the cooldown, and logs each other query once', async () => {
    delivery.mockRejectedValue(sdkError(503, 'Service Unavailable'))

    await getPost('fr', 'a')
    await getPost('fr', 'b')
    await getPost('fr', 'b')
    expect(delivery).toHaveBeenCalledTimes(1)
    expect(log.mock.calls.map((call) => call[0] as string)).toEqual([
      expect.stringContaining('(post:fr:a): 503 Service Unavailable'),
      expect.stringContaining('(post:fr:b): Contentful failed moments ago'),
    ])
  })
})
