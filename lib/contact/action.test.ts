import { beforeEach, describe, expect, it, vi } from 'vitest'
import { INITIAL_CONTACT_STATE } from './state'

const outbox = { isStored: vi.fn(), storeContactMessage: vi.fn() }
const limiter = { hit: vi.fn(), refund: vi.fn() }
vi.mock('./outbox', () => outbox)
vi.mock('./rate-limit', () => ({ contactRateLimiter: limiter, visitorKey: () => '203.0.113.7' }))
vi.mock('next/headers', () => ({ headers: async () => new Headers() }))

const { sendContactMessage } = await import('./action')

const KEY = '6f1c2b4e-8d7a-4c3b-9e2f-1a0b9c8d7e6f'
function form(fields: Record<string, string> = {}) {
  const data = new FormData()
  const values = { name: 'Jane Doe', email: 'jane@example.com', message: 'We need a new website.', lang: 'fr', submission: KEY, ...fields }
  for (const [key, value] of Object.entries(values)) data.set(key, value)
  return data
}

describe('sendContactMessage', () => {
  beforeEach(() => {
    vi.restoreAllMocks()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    outbox.isStored.mockReset().mockResolvedValue(false)
    outbox.storeContactMessage.mockReset().mockResolvedValue('stored')
    limiter.hit.mockReset().mockResolvedValue(true)
    limiter.refund.mockReset().mockResolvedValue(undefined)
  })

  it('stores the message under the browser\'s key and counts it once', async () => {
    expect(await sendContactMessage(INITIAL_CONTACT_STATE, form())).toEqual({ status: 'success' })
    expect(outbox.storeContactMessage).toHaveBeenCalledWith({ id: KEY, name: 'Jane Doe', email: 'jane@example.com', message: 'We need a new website.', lang: 'fr', visitor: '203.0.113.7' })
    expect(limiter.hit).toHaveBeenCalledTimes(1)
    expect(limiter.refund).not.toHaveBeenCalled()
  })

  it("answers 'please wait' when too many of the visitor's messages still wait for the mail server, and gives the hit back", async () => {
    outbox.storeContactMessage.mockResolvedValue('visitorFull')
    expect(await sendContactMessage(INITIAL_CONTACT_STATE, form())).toMatchObject({ status: 'error', message: 'rateLimited' })
    expect(limiter.refund).toHaveBeenCalledTimes(1)
  })

  it('acknowledges a key already stored without storing or counting it again', async () => {
    outbox.isStored.mockResolvedValue(true)
    expect(await sendContactMessage(INITIAL_CONTACT_STATE, form())).toEqual({ status: 'success' })
    expect(limiter.hit).not.toHaveBeenCalled()
    expect(outbox.storeContactMessage).not.toHaveBeenCalled()
  })

  it('gives the hit back when a concurrent request stored the key first', async () => {
    outbox.storeContactMessage.mockResolvedValue('duplicate')
    expect(await sendContactMessage(INITIAL_CONTACT_STATE, form())).toEqual({ status: 'success' })
    expect(limiter.refund).toHaveBeenCalledWith('203.0.113.7')
  })

  it('makes a key of its own when the browser sent none (no JavaScript) or a malformed one', async () => {
    await sendContactMessage(INITIAL_CONTACT_STATE, form({ submission: 'not-a-key' }))
    const { id } = outbox.storeContactMessage.mock.calls[0]?.[0] ?? {}
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(id).not.toBe(KEY)
  })

  it('keeps the text and gives the hit back when the outbox is full or fails', async () => {
    for (const failure of [() => Promise.resolve('full'), () => Promise.reject(new Error('EIO'))]) {
      limiter.refund.mockClear()
      outbox.storeContactMessage.mockImplementation(failure)
      expect(await sendContactMessage(INITIAL_CONTACT_STATE, form())).toEqual({
        status: 'error',
        message: 'deliveryFailed',
        values: { name: 'Jane Doe', email: 'jane@example.com', message: 'We need a new website.' },
      })
      expect(limiter.refund).toHaveBeenCalledTimes(1)
    }
  })

  it('answers within 2 s when storing hangs, with the text kept', async () => {
    outbox.storeContactMessage.mockReturnValue(new Promise(() => {}))
    const started = Date.now()
    const state = await sendContactMessage(INITIAL_CONTACT_STATE, form())
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(state).toMatchObject({ status: 'error', message: 'deliveryFailed', values: { message: 'We need a new website.' } })
  })

  it('refuses a visitor over the limit without storing anything', async () => {
    limiter.hit.mockResolvedValue(false)
    expect(await sendContactMessage(INITIAL_CONTACT_STATE, form())).toMatchObject({ status: 'error', message: 'rateLimited' })
    expect(outbox.storeContactMessage).not.toHaveBeenCalled()
  })
})
