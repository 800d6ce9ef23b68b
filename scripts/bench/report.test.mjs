import { describe, expect, it } from 'vitest'
import { checkBudgets } from './budgets.mjs'
import { renderReport } from './report.mjs'

const stat = (median, min = median, max = median) => ({ median, min, max })
const request = (url, resourceType, rsc = false) => ({ url, resourceType, mimeType: null, startMs: 1200, transferSize: 2048, rsc, runs: [1, 2] })

function page(id, path, { tbt, unwanted = [], other = [], heldPaints = 0 }) {
  return {
    id,
    path,
    assets: {
      html: { raw: 40_000, gzip: 9_000 },
      js: { count: 6, raw: 500_000, gzip: 170_000, nomodule: { gzip: 39_000 } },
      css: { count: 1, raw: 40_000, gzip: 8_000 },
    },
    lighthouse: {
      runs: 3,
      scores: { performance: stat(90, 88, 93), accessibility: stat(100), 'best-practices': stat(100), seo: stat(100) },
      metrics: { lcp: stat(2276), fcp: stat(700), tbt: stat(tbt, tbt - 20, tbt + 40), cls: stat(0) },
      network: { requests: stat(7), jsTransfer: stat(137_216, 137_000, 138_000) },
      afterLoad: { unwantedMax: unwanted.length, unwanted, other },
      heldPaints,
      medianRun: { failingAudits: [], opportunities: [] },
    },
  }
}

describe('renderReport', () => {
  it('prints medians with min–max, each budget beside the bare figure, and what came after load', () => {
    const bare = page('bare', '/', { tbt: 339 })
    bare.lighthouse.runs = 12 // measured between the site's pages, 4 times a round
    const pages = [
      page('home-en', '/en', { tbt: 412, other: [request('/img.avif', 'Image')], heldPaints: 1 }),
      page('post-en', '/en/blog/x', { tbt: 600, unwanted: [request('/en/contact?_rsc=1', 'Fetch', true)] }),
    ]
    const results = {
      environment: { lighthouse: '12.8.2', benchmarkIndex: 1500, loadAverage: { start: '0.5', end: '1.0' } },
      settings: { runs: 3, bareEvery: 5, gzipLevel: 9, connections: 50, duration: 10, cpuSlowdown: 8 },
      site: {
        pages,
        navigations: [{ from: '/en', to: '/en/about', client: true, requests: 3, raw: 60_416, gzip: 14_848 }],
        throughput: [],
        rssMiB: 200,
      },
      bare: { page: bare, throughput: [], rssMiB: 180 },
      budgets: checkBudgets(pages, bare),
    }
    const report = renderReport(results)
    expect(report).toContain('median (min–max) of up to 3 runs per site page and 12 of each bare page, measured between them.')
    expect(report).toMatch(/\| bare +\| \/ +\| 12 +\|/)
    expect(report).toContain('412 (392–452)')
    expect(report).toContain('Paint held: the simulated runs whose first paint came over 500 ms after DOMContentLoaded')
    expect(report).toMatch(/\| home-en +\| \/en +\|.*\| 1\/3 +\|$/m)
    expect(report).toMatch(/\| post-en +\| \/en\/blog\/x +\|.*\| 0\/3 +\|$/m)
    expect(report).toContain('134.0 (133.8–134.8)')
    expect(report).toMatch(/\| home-en +\| TBT median +\| 412 ms +\| ≤ 439 ms \(bare 339 ms \+ 100 ms\) +\| PASS +\| end goal ≤ 389 ms \(bare \+ 50 ms\): not yet/)
    expect(report).toMatch(/\| post-en +\| TBT median +\| 600 ms .*\| FAIL /)
    expect(report).toContain('FAIL  TBT median ≤ 439 ms (bare 339 ms + 100 ms): post-en 600 ms')
    expect(report).toContain('FAIL  RSC payloads and scripts fetched after load, worst run ≤ 0: post-en 1')
    expect(report).toContain('RSC    /en/contact?_rsc=1')
    expect(report).toContain('other  /img.avif')
    expect(report).toContain('Host benchmarkIndex 1500, CPU slowdown 8×')
    expect(report).toMatch(/\| \/en → \/en\/about +\| 3 +\| 59\.0 +\| 14\.5 +\| yes /)
  })
})
