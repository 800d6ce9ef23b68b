import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { BREAKER_MINIMUM_CALLS, createGuard, isDeadlinePassed, isOutage, sdkError } from './breaker'

function sdkErrorOf(status: number) {
  return new Error(JSON.stringify({ status, statusText: 'x', message: 'Simulated' }))
}

describe('isOutage', () => {
  it('counts 5xx, 429 and timeouts, not a query’s own faults', () => {
    expect(isOutage(sdkErrorOf(500))).toBe(true)
    expect(isOutage(sdkErrorOf(503))).toBe(true)
    expect(isOutage(sdkErrorOf(429))).toBe(true)
    expect(isOutage(Object.assign(new Error('timeout of 5000ms exceeded'), { code: 'ECONNABORTED' }))).toBe(true)
    expect(isOutage(sdkErrorOf(401))).toBe(false)
    expect(isOutage(sdkErrorOf(404))).toBe(false)
    expect(isOutage(new SyntaxError('Unexpected end of JSON input'))).toBe(false)
  })
})

describe('sdkError', () => {
  it('reads the status and texts of an SDK HTTP error, nothing from any other error', () => {
    expect(sdkError(sdkErrorOf(500))).toEqual({ status: 500, statusText: 'x', message: 'Simulated' })
    expect(sdkError(new Error('{"status":"500"}'))).toBeUndefined()
    expect(sdkError(new Error('null'))).toBeUndefined()
    expect(sdkError(new Error('socket hang up'))).toBeUndefined()
    expect(sdkError({ message: JSON.stringify({ status: 500 }) })).toBeUndefined()
  })
})

describe('createGuard', () => {
  let log: MockInstance<typeof console.error>
  beforeEach(() => {
    log = vi.spyOn(console, 'error').mockImplementation(() => {})
    // The deadline and the half-open delay are timers and Date.now(): a fake clock runs them exactly.
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    log.mockRestore()
  })

  it('gives up a hung query at the deadline and stops what it would ask next', async () => {
    const guard = createGuard('test', { deadlineMs: 50 })
    let pagesAsked = 0
    let outcome: unknown = 'pending'
    void guard(async (signal) => {
      for (let page = 0; page < 10; page += 1) {
        if (signal.aborted) break
        pagesAsked += 1
        await new Promise((resolve) => setTimeout(resolve, 40))
      }
    }).catch((e: unknown) => (outcome = e))
    await vi.advanceTimersByTimeAsync(50)
    expect(outcome, String(outcome)).toSatisfy(isDeadlinePassed)
    // Everything the query would still do has run.
    await vi.runAllTimersAsync()
    // The query stopped at the deadline: two pages, not ten.
    expect(pagesAsked).toBeLessThanOrEqual(2)
  })

  it('opens after the minimum number of outage failures, lets one query through later, and closes on its success', async () => {
    const guard = createGuard('test', { halfOpenAfterMs: 100 })
    const failing = vi.fn().mockRejectedValue(sdkErrorOf(500))
    for (let i = 0; i < BREAKER_MINIMUM_CALLS - 1; i += 1) await guard(failing).catch(() => {})
    // Below the minimum number of calls: still closed.
    await guard(failing).catch(() => {})
    expect(failing).toHaveBeenCalledTimes(BREAKER_MINIMUM_CALLS)
    await guard(failing).catch(() => {})
    expect(failing).toHaveBeenCalledTimes(BREAKER_MINIMUM_CALLS)

    await vi.advanceTimersByTimeAsync(100)
    const healthy = vi.fn().mockResolvedValue('fresh')
    expect(await guard(healthy)).toBe('fresh')
    expect(await guard(healthy)).toBe('fresh')
    expect(healthy).toHaveBeenCalledTimes(2)
    expect(log.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('too many failures'),
      expect.stringContaining('answers again'),
    ])
  })
})
