import { describe, expect, it } from 'vitest'
import { createPacer, MAX_RATE_LIMIT_RETRIES, paced } from './pace'

describe('createPacer', () => {
  it('lets at most perSecond requests start in any second', async () => {
    const pacer = createPacer(5)
    const started: number[] = []
    await Promise.all(Array.from({ length: 12 }, () => pacer.turn().then(() => started.push(Date.now()))))
    for (const at of started) expect(started.filter((other) => other >= at && other < at + 1000).length).toBeLessThanOrEqual(5)
    // The 12th waited for two windows to pass.
    expect(Math.max(...started) - Math.min(...started)).toBeGreaterThanOrEqual(1_900)
  })

  it('holds every request until the reset a 429 named', async () => {
    const pacer = createPacer(100)
    const before = Date.now()
    pacer.rateLimited(0.4)
    await pacer.turn()
    expect(Date.now() - before).toBeGreaterThanOrEqual(390)
  })

  it('gives up waiting when the deadline passes', async () => {
    const pacer = createPacer(100)
    pacer.rateLimited(30)
    await expect(pacer.turn(AbortSignal.timeout(50))).rejects.toThrow('deadline')
  })
})

describe('paced', () => {
  const limited = new Error('429')
  const isLimited = (error: unknown) => error === limited

  it('sends a refused request again after the reset, and answers its result', async () => {
    const pacer = createPacer(100)
    let calls = 0
    const result = await paced(pacer, async () => {
      calls += 1
      if (calls < 3) {
        pacer.rateLimited(0.05)
        throw limited
      }
      return 'ok'
    }, isLimited)
    expect(result).toBe('ok')
    expect(calls).toBe(3)
  })

  it('stops after MAX_RATE_LIMIT_RETRIES and rethrows any other error at once', async () => {
    const pacer = createPacer(1_000)
    let calls = 0
    await expect(paced(pacer, async () => ((calls += 1), Promise.reject(limited)), isLimited)).rejects.toBe(limited)
    expect(calls).toBe(MAX_RATE_LIMIT_RETRIES + 1)
    const other = new Error('500')
    calls = 0
    await expect(paced(pacer, async () => ((calls += 1), Promise.reject(other)), isLimited)).rejects.toBe(other)
    expect(calls).toBe(1)
  })
})
