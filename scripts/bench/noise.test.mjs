import { describe, expect, it } from 'vitest'
import { bareAgainstItself, choices, noiseLines } from './noise.mjs'

/** A page with only what the per-run budgets read: each run's TBT, performance and applied LCP. */
function pageWithRuns({ tbt, performance = tbt.map(() => 90), lcp = tbt.map(() => 900), lcpElement = 'text' }) {
  const medianOf = (values) => [...values].sort((a, b) => a - b)[values.length >> 1]
  return {
    lighthouse: {
      metrics: { tbt: { median: medianOf(tbt) } },
      scores: { performance: { median: medianOf(performance) } },
      perRun: tbt.map((value, index) => ({ metrics: { tbt: value }, scores: { performance: performance[index] } })),
    },
    applied: { metrics: { lcp: { median: medianOf(lcp) } }, lcpElement, perRun: lcp.map((value) => ({ metrics: { lcp: value } })) },
  }
}

const byId = (entries, id, baseline = 'bare') => entries.find((entry) => entry.id === id && entry.baseline === baseline)

describe('choices', () => {
  it('gives every choice once, in order', () => {
    expect([...choices([1, 2, 3, 4], 3)]).toEqual([[1, 2, 3], [1, 2, 4], [1, 3, 4], [2, 3, 4]])
    expect([...choices([1, 2], 3)]).toEqual([])
  })
})

describe('bareAgainstItself', () => {
  it('counts the medians of three runs past the bare page’s own limit', () => {
    // Median 100, limit 200: a median of three is over it only with both 300s drawn, 3 draws of 10.
    const bare = pageWithRuns({ tbt: [100, 100, 100, 300, 300] })
    const tbt = byId(bareAgainstItself([{ id: 'a' }, { id: 'b' }], { bare }, 3), 'tbt')
    expect(tbt).toMatchObject({ draws: 10, misses: 3, limit: 200, judged: 2 })
    expect(tbt.allPass).toBeCloseTo(0.7 ** 2)
  })

  it('judges a score from below, and a steady figure never misses', () => {
    const bare = pageWithRuns({ tbt: [300, 300, 300, 300], performance: [95, 95, 80, 80], lcp: [900, 905, 910, 1000] })
    const entries = bareAgainstItself([{ id: 'a' }], { bare }, 3)
    // Median score 87.5, limit 84.5: the two draws with both 80s have a median of 80.
    expect(byId(entries, 'performance')).toMatchObject({ draws: 4, misses: 2 })
    expect(byId(entries, 'tbt')).toMatchObject({ misses: 0, allPass: 1 })
    expect(byId(entries, 'lcp')).toMatchObject({ misses: 0 })
  })

  it('draws the picture page only for the pages held to it, and skips a page with too few runs', () => {
    const bare = pageWithRuns({ tbt: [100, 200, 300] })
    const picture = pageWithRuns({ tbt: [100, 200], lcp: [1400, 1500] })
    const sitePages = [pageWithRuns({ tbt: [1, 2, 3], lcpElement: 'image' }), pageWithRuns({ tbt: [1, 2, 3] })]
    const entries = bareAgainstItself(sitePages, { bare, picture }, 3)
    expect(byId(entries, 'lcp', 'picture')).toMatchObject({ judged: 1, draws: 0 })
    expect(byId(entries, 'tbt', 'picture')).toBeUndefined()
    expect(noiseLines(entries, 3).find((line) => line.includes('bare picture page'))).toContain('not drawn')
  })

  it('prints each entry with its share and the chance that every page passes', () => {
    const bare = pageWithRuns({ tbt: [100, 100, 100, 300, 300] })
    const line = noiseLines(bareAgainstItself([{}, {}], { bare }, 3), 3).find((text) => text.startsWith('- TBT'))
    expect(line).toContain('3 (30 %) miss its own limit, ≤ 200 ms')
    expect(line).toContain('2 pages loading as it does would all pass in 49 % of bench runs')
  })

  it('never prints a chance of neither 0 nor 1 as 0 % or 100 %', () => {
    // 3 misses in 10 draws, twenty pages: 0.7^20, about 0.08 %.
    const bare = pageWithRuns({ tbt: [100, 100, 100, 300, 300] })
    const twenty = Array.from({ length: 20 }, () => ({}))
    const line = noiseLines(bareAgainstItself(twenty, { bare }, 3), 3).find((text) => text.startsWith('- TBT'))
    expect(line).toContain('would all pass in under 0.1 % of bench runs')
  })
})
