import { describe, expect, it } from 'vitest'
import { cpuSlowdown, lcpElementKind, mobileThrottling, summarizeLighthouse } from './lighthouse.mjs'

/** The parts of a Lighthouse report the summary reads. */
function fakeReport({ performance, tbt, benchmarkIndex, lcpNode = '<h1>', loadTime = 0, observed = { observedDomContentLoaded: 400, observedFirstContentfulPaint: 450 } }) {
  return {
    lighthouseVersion: '12.8.2',
    environment: { benchmarkIndex, hostUserAgent: 'Chromium' },
    categories: {
      performance: { score: performance / 100, auditRefs: [] },
      accessibility: { score: 1, auditRefs: [] },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 1, auditRefs: [] },
    },
    audits: {
      'largest-contentful-paint': { numericValue: 1500.4 },
      'first-contentful-paint': { numericValue: 900 },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: 0.00012 },
      interactive: { numericValue: 3000 + tbt },
      metrics: observed ? { details: { items: [observed] } } : undefined,
      // The shape Lighthouse 12 gives: the element, then the phases of its paint.
      'largest-contentful-paint-element': {
        details: {
          items: [
            { items: [{ node: { snippet: lcpNode } }] },
            { items: [{ phase: 'TTFB', timing: 600 }, { phase: 'Load Delay', timing: loadTime ? 40 : 0 }, { phase: 'Load Time', timing: loadTime }, { phase: 'Render Delay', timing: 60 }] },
          ],
        },
      },
    },
  }
}

describe('summarizeLighthouse', () => {
  it('gives each figure its median and min–max over the runs, and every run in order', () => {
    const reports = [
      fakeReport({ performance: 85, tbt: 583, benchmarkIndex: 845 }),
      fakeReport({ performance: 75, tbt: 1365, benchmarkIndex: 2691 }),
      fakeReport({ performance: 88, tbt: 467, benchmarkIndex: 1500 }),
    ]
    const summary = summarizeLighthouse(reports, ['NO_NAVSTART'])
    expect(summary.runs).toBe(3)
    expect(summary.errors).toEqual(['NO_NAVSTART'])
    expect(summary.metrics.tbt).toEqual({ median: 583, min: 467, max: 1365 })
    expect(summary.metrics.cls).toEqual({ median: 0, min: 0, max: 0 })
    expect(summary.scores.performance).toEqual({ median: 85, min: 75, max: 88 })
    expect(summary.perRun.map((run) => run.benchmarkIndex)).toEqual([845, 2691, 1500])
    expect(summary.medianRun).toMatchObject({ index: 0, lighthouseVersion: '12.8.2', failingAudits: [], opportunities: [] })
  })

  it('counts the runs whose first paint was held past DOMContentLoaded, and only those', () => {
    const held = { observedDomContentLoaded: 400, observedFirstContentfulPaint: 1250 }
    const atTheEdge = { observedDomContentLoaded: 400, observedFirstContentfulPaint: 900 }
    const reports = [
      fakeReport({ performance: 90, tbt: 400, benchmarkIndex: 1500, observed: held }),
      fakeReport({ performance: 80, tbt: 900, benchmarkIndex: 1500, observed: atTheEdge }),
      fakeReport({ performance: 80, tbt: 900, benchmarkIndex: 1500 }),
      fakeReport({ performance: 80, tbt: 900, benchmarkIndex: 1500, observed: null }),
    ]
    const summary = summarizeLighthouse(reports)
    expect(summary.perRun.map((run) => run.paintAfterParse)).toEqual([850, 500, 50, null])
    expect(summary.heldPaints).toBe(1)
  })

  it('keeps the errors when no run gave a report', () => {
    expect(summarizeLighthouse([], ['timeout', 'timeout'])).toEqual({ runs: 0, errors: ['timeout', 'timeout'] })
  })
})

describe('lcpElementKind', () => {
  it('tells a picture from text, an element with a load of its own (a CSS background) included', () => {
    expect(lcpElementKind(fakeReport({ performance: 99, tbt: 50, benchmarkIndex: 1, lcpNode: '<img src="/a.webp" alt="">', loadTime: 600 }))).toBe('image')
    expect(lcpElementKind(fakeReport({ performance: 99, tbt: 50, benchmarkIndex: 1, lcpNode: '<div class="hero">', loadTime: 600 }))).toBe('image')
    expect(lcpElementKind(fakeReport({ performance: 99, tbt: 50, benchmarkIndex: 1, lcpNode: '<p class="lead">' }))).toBe('text')
  })

  it('is the kind most runs saw in the summary', () => {
    const picture = { lcpNode: '<img src="/a.webp">', loadTime: 600 }
    const reports = [
      fakeReport({ performance: 99, tbt: 50, benchmarkIndex: 1, ...picture }),
      fakeReport({ performance: 99, tbt: 50, benchmarkIndex: 1 }),
      fakeReport({ performance: 99, tbt: 50, benchmarkIndex: 1, ...picture }),
    ]
    expect(summarizeLighthouse(reports).lcpElement).toBe('image')
  })
})

describe('cpuSlowdown', () => {
  it('multiplies the phone CPU slowdown by BENCH_CPU_SLOWDOWN, the network unchanged', () => {
    expect(cpuSlowdown(undefined)).toBe(1)
    expect(cpuSlowdown('')).toBe(1)
    expect(cpuSlowdown('2.5')).toBe(2.5)
    expect(mobileThrottling(1)).toMatchObject({ cpuSlowdownMultiplier: 4, requestLatencyMs: 562.5 })
    expect(mobileThrottling(2)).toMatchObject({ cpuSlowdownMultiplier: 8, requestLatencyMs: 562.5, rttMs: 150 })
  })

  it('refuses a factor that would speed the CPU up or is not a number', () => {
    for (const value of ['0.5', 'x', '-2', '11']) expect(() => cpuSlowdown(value)).toThrow(/BENCH_CPU_SLOWDOWN/)
  })
})
