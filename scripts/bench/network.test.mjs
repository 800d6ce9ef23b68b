import { describe, expect, it } from 'vitest'
import { isRscPayload, networkFigures, summarizeAfterLoad } from './network.mjs'

const ORIGIN = 'http://localhost:3500'

/**
 * A fake Lighthouse report: the network-requests audit counts from its earliest request, which
 * here starts 5 ms after navigation start (networkStartTimeTs vs observedTimeOriginTs, in µs).
 */
function fakeReport(requests, { observedLoad = 900, skew = 5 } = {}) {
  const timeOrigin = 1_000_000_000
  return {
    audits: {
      metrics: { details: { items: [{ observedLoad, observedTimeOriginTs: timeOrigin }] } },
      'network-requests': {
        details: {
          items: requests.map(([path, resourceType, start, transferSize = 1000, mimeType]) => ({
            url: path.startsWith('data:') ? path : `${ORIGIN}${path}`,
            resourceType,
            networkRequestTime: start,
            rendererStartTime: start,
            transferSize,
            mimeType,
          })),
          debugData: { networkStartTimeTs: timeOrigin + skew * 1000 },
        },
      },
    },
  }
}

const PAGE_LOAD = [
  ['/en', 'Document', 0, 12_000, 'text/html'],
  ['/_next/static/chunks/main.js', 'Script', 40, 60_000],
  ['/_next/static/chunks/page.js', 'Script', 45, 9_000],
  ['/_next/static/media/geist.woff2', 'Font', 50, 30_000],
]

describe('networkFigures', () => {
  it('counts every request and sums the transfer of every script, lazy ones included', () => {
    const figures = networkFigures(fakeReport([...PAGE_LOAD, ['/_next/static/chunks/lazy.js', 'Script', 600, 4_000]]))
    expect(figures.requests).toBe(5)
    expect(figures.scripts).toBe(3)
    expect(figures.jsTransfer).toBe(73_000)
    expect(figures.observedLoad).toBe(900)
  })

  it('does not count a data: URL as a request: the stylesheet’s icon masks never touch the network', () => {
    const icon = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
    const figures = networkFigures(fakeReport([...PAGE_LOAD, [icon, 'Image', 300, 0], [icon, 'Image', 301, 0]]))
    expect(figures.requests).toBe(4)
    expect(figures.inline).toBe(2)
  })

  it('finds nothing after load on a page that fetches nothing after it', () => {
    const figures = networkFigures(fakeReport(PAGE_LOAD))
    expect(figures.afterLoad).toEqual([])
    expect(figures.unwanted).toEqual([])
  })

  it('flags an RSC prefetch and a script chunk fetched after load, and only lists an image', () => {
    const figures = networkFigures(
      fakeReport([
        ...PAGE_LOAD,
        ['/en/contact?_rsc=1x2y3', 'Fetch', 1_200, 5_000, 'text/x-component'],
        ['/_next/static/chunks/contact.js', 'Script', 1_250, 7_000],
        ['/images/below-the-fold.avif', 'Image', 1_300, 20_000, 'image/avif'],
      ]),
    )
    expect(figures.afterLoad.map((request) => request.url)).toEqual([
      '/en/contact?_rsc=1x2y3',
      '/_next/static/chunks/contact.js',
      '/images/below-the-fold.avif',
    ])
    expect(figures.unwanted.map((request) => [request.url, request.rsc])).toEqual([
      ['/en/contact?_rsc=1x2y3', true],
      ['/_next/static/chunks/contact.js', false],
    ])
    expect(figures.jsTransfer).toBe(76_000) // the late chunk counts in the Lighthouse window too
  })

  it('puts both audits on the same clock before comparing with the load event', () => {
    // Sent 898 ms after the earliest request, which started 5 ms after navigation: 903 > 900.
    const late = networkFigures(fakeReport([...PAGE_LOAD, ['/en?_rsc=a', 'Fetch', 898]]))
    expect(late.unwanted.map((request) => request.startMs)).toEqual([903])
    const early = networkFigures(fakeReport([...PAGE_LOAD, ['/en?_rsc=a', 'Fetch', 890]]))
    expect(early.unwanted).toEqual([])
  })

  it('gives no after-load verdict without the load time, and nothing without the audit', () => {
    const noLoad = fakeReport(PAGE_LOAD)
    noLoad.audits.metrics = undefined
    expect(networkFigures(noLoad)).toMatchObject({ requests: 4, afterLoad: null, unwanted: null })
    expect(networkFigures({ audits: {} })).toBeNull()
  })
})

describe('isRscPayload', () => {
  it('knows an RSC payload by its _rsc query or its text/x-component type', () => {
    expect(isRscPayload({ url: `${ORIGIN}/fr/blog?_rsc=abc` })).toBe(true)
    expect(isRscPayload({ url: `${ORIGIN}/fr/blog`, mimeType: 'text/x-component' })).toBe(true)
    expect(isRscPayload({ url: `${ORIGIN}/fr/blog`, mimeType: 'text/html' })).toBe(false)
    expect(isRscPayload({ url: `${ORIGIN}/search?q=_rsc` })).toBe(false)
  })
})

describe('summarizeAfterLoad', () => {
  it('keeps each late URL once with its runs, and the worst run count of unwanted ones', () => {
    const quiet = networkFigures(fakeReport(PAGE_LOAD))
    const noisy = networkFigures(fakeReport([...PAGE_LOAD, ['/en?_rsc=a', 'Fetch', 1_000], ['/_next/static/chunks/x.js', 'Script', 1_100]]))
    const imageOnly = networkFigures(fakeReport([...PAGE_LOAD, ['/img.avif', 'Image', 1_000]]))
    const summary = summarizeAfterLoad([quiet, noisy, imageOnly, noisy])
    expect(summary.unwantedMax).toBe(2)
    expect(summary.unwanted.map((request) => [request.url, request.runs])).toEqual([
      ['/en?_rsc=a', [2, 4]],
      ['/_next/static/chunks/x.js', [2, 4]],
    ])
    expect(summary.other.map((request) => request.url)).toEqual(['/img.avif'])
  })

  it('has no figure when no run knew its load time', () => {
    expect(summarizeAfterLoad([null]).unwantedMax).toBeNull()
  })
})
