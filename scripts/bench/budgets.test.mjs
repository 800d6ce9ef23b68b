import { describe, expect, it } from 'vitest'
import { BUDGETS, KIB, allBudgetsPass, budgetLimit, checkBudgets } from './budgets.mjs'

const stat = (median, min = median, max = median) => ({ median, min, max })

/** A page as bench.mjs records it; `overrides` replace single figures. */
function fakePage(id, overrides = {}) {
  const figures = {
    performance: 90,
    accessibility: 100,
    'best-practices': 100,
    seo: 100,
    tbt: 339,
    lcp: 2276,
    appliedLcp: 1250,
    cls: 0,
    htmlRaw: 40 * KIB,
    htmlGzip: 10 * KIB,
    jsTransfer: 134 * KIB,
    requests: 7,
    staticJs: 170 * KIB,
    unwantedMax: 0,
    unwanted: [],
    ...overrides,
  }
  return {
    id,
    assets: {
      html: {
        raw: figures.htmlRaw,
        gzip: figures.htmlGzip,
        ...(figures.ownHtml ? { own: figures.ownHtml } : {}),
        ...(figures.payloadRaw ? { payload: { count: 1, raw: figures.payloadRaw, gzip: 0 } } : {}),
      },
      js: { gzip: figures.staticJs },
      css: { raw: figures.cssRaw ?? 25 * KIB, gzip: figures.cssGzip ?? 6 * KIB },
    },
    lighthouse: {
      runs: 3,
      scores: {
        performance: stat(figures.performance),
        accessibility: stat(figures.accessibility, figures.accessibilityMin ?? figures.accessibility),
        'best-practices': stat(figures['best-practices']),
        seo: stat(figures.seo),
      },
      metrics: { tbt: stat(figures.tbt), lcp: stat(figures.lcp), cls: stat(figures.cls) },
      network: { requests: stat(figures.requests), jsTransfer: stat(figures.jsTransfer) },
      afterLoad: { unwantedMax: figures.unwantedMax, unwanted: figures.unwanted, other: [] },
    },
    applied: { runs: 3, metrics: { lcp: stat(figures.appliedLcp) }, lcpElement: figures.lcpElement ?? 'text' },
    ...(figures.requestsPerSecond === undefined ? {} : { throughput: { requestsPerSecond: figures.requestsPerSecond } }),
    ...(figures.identityPerSecond === undefined ? {} : { throughputIdentity: { requestsPerSecond: figures.identityPerSecond } }),
  }
}

const bare = fakePage('bare', { htmlRaw: 5 * KIB, htmlGzip: 2 * KIB, requestsPerSecond: 3000, identityPerSecond: 4000 })
const verdict = (budgets, id) => budgets.find((budget) => budget.id === id)
const pageVerdict = (budgets, id, page) => verdict(budgets, id).values.find((value) => value.page === page)

describe('checkBudgets', () => {
  it('passes a page with the bare page figures, and marks every budget', () => {
    const budgets = checkBudgets([fakePage('home-en')], bare)
    expect(budgets.map((budget) => budget.id)).toEqual(BUDGETS.map((budget) => budget.id))
    expect(budgets.filter((budget) => !budget.pass)).toEqual([])
    expect(allBudgetsPass(budgets)).toBe(true)
  })

  // [budget, figures exactly at the limit (pass), figures just past it (fail)]
  const EDGES = [
    ['tbt', { tbt: 339 + 100 }, { tbt: 339 + 101 }],
    ['performance', { performance: 87 }, { performance: 86 }],
    ['lcp', { appliedLcp: 1250 + 150 }, { appliedLcp: 1250 + 151 }],
    ['cls', { cls: 0 }, { cls: 0.001 }],
    ['accessibility', { accessibility: 100 }, { accessibility: 100, accessibilityMin: 96 }],
    ['best-practices', { 'best-practices': 100 }, { 'best-practices': 96 }],
    ['seo', { seo: 100 }, { seo: 92 }],
    ['html-raw', { htmlRaw: 130 * KIB }, { htmlRaw: 130 * KIB + 1 }],
    ['html-gzip', { htmlGzip: 30 * KIB }, { htmlGzip: 30 * KIB + 1 }],
    ['css-raw', { cssRaw: 30 * KIB }, { cssRaw: 30 * KIB + 1 }],
    ['throughput', { requestsPerSecond: 1200 }, { requestsPerSecond: 1199 }],
    ['js-transfer', { jsTransfer: 154 * KIB }, { jsTransfer: 154 * KIB + 1 }],
    ['after-load', { unwantedMax: 0 }, { unwantedMax: 2, unwanted: [{ url: '/en?_rsc=a' }, { url: '/_next/static/chunks/x.js' }] }],
  ]
  it.each(EDGES)('%s: passes at its limit, fails just past it', (id, atLimit, past) => {
    const budgets = checkBudgets([fakePage('ok-en', atLimit), fakePage('bad-en', past)], bare)
    expect(pageVerdict(budgets, id, 'ok-en').pass).toBe(true)
    expect(pageVerdict(budgets, id, 'bad-en').pass).toBe(false)
    expect(verdict(budgets, id)).toMatchObject({ pass: false, failures: ['bad-en'] })
    // Only that budget fails: the fake figures move nothing else.
    expect(budgets.filter((budget) => !budget.pass).map((budget) => budget.id)).toEqual([id])
    expect(allBudgetsPass(budgets)).toBe(false)
  })

  it('takes the limits from the bare page of the run, and prints them beside the figure', () => {
    const slowBare = fakePage('bare', { tbt: 500, performance: 70, appliedLcp: 4000, jsTransfer: 200 * KIB })
    const budgets = checkBudgets([fakePage('home-en', { tbt: 592, performance: 66, appliedLcp: 4200, jsTransfer: 215 * KIB })], slowBare)
    expect(verdict(budgets, 'tbt')).toMatchObject({ pass: true, limit: 600, bare: 500, text: '≤ 600 ms (bare 500 ms + 100 ms)' })
    expect(verdict(budgets, 'performance')).toMatchObject({ pass: false, limit: 67, text: '≥ 67 (bare 70 − 3)' })
    expect(verdict(budgets, 'lcp')).toMatchObject({ pass: false, limit: 4150 })
    expect(verdict(budgets, 'js-transfer')).toMatchObject({ pass: true, limit: 220 * KIB, text: '≤ 220.0 KiB (bare 200.0 KiB + 20.0 KiB)' })
    expect(pageVerdict(budgets, 'tbt', 'home-en')).toMatchObject({ value: 592, display: '592 ms', pass: true })
  })

  it('reports the end goal for TBT (+ 50 ms) and performance (− 2) without failing on it', () => {
    const budgets = checkBudgets([fakePage('near-en', { tbt: 380, performance: 88 }), fakePage('far-en', { tbt: 400, performance: 87 })], bare)
    expect(verdict(budgets, 'tbt')).toMatchObject({ pass: true, goal: 389, goalText: 'end goal ≤ 389 ms (bare + 50 ms)' })
    expect(verdict(budgets, 'performance')).toMatchObject({ pass: true, goal: 88 })
    expect(pageVerdict(budgets, 'tbt', 'near-en').goalPass).toBe(true)
    expect(pageVerdict(budgets, 'tbt', 'far-en').goalPass).toBe(false)
    expect(pageVerdict(budgets, 'performance', 'near-en').goalPass).toBe(true)
    expect(pageVerdict(budgets, 'performance', 'far-en').goalPass).toBe(false)
  })

  it('lists the unwanted after-load requests of a failing page', () => {
    const unwanted = [{ url: '/en/contact?_rsc=x' }]
    const budgets = checkBudgets([fakePage('service-en', { unwantedMax: 1, unwanted })], bare)
    expect(pageVerdict(budgets, 'after-load', 'service-en')).toMatchObject({ pass: false, value: 1, details: ['/en/contact?_rsc=x'] })
  })

  it('judges LCP with applied throttling and only prints the simulated one', () => {
    const budgets = checkBudgets([fakePage('home-en', { lcp: 9000, appliedLcp: 1400 })], bare)
    expect(pageVerdict(budgets, 'lcp', 'home-en')).toMatchObject({ value: 1400, pass: true })
    expect(verdict(budgets, 'lcp-simulated')).toMatchObject({ info: true, pass: true, text: 'bare 2276 ms' })
    expect(pageVerdict(budgets, 'lcp-simulated', 'home-en')).toMatchObject({ value: 9000 })
  })

  it('reports requests and the static JS beside the bare page, never failing on them', () => {
    const budgets = checkBudgets([fakePage('home-en', { requests: 22, staticJs: 400 * KIB })], bare)
    expect(verdict(budgets, 'requests')).toMatchObject({ info: true, pass: true, text: 'bare 7' })
    expect(pageVerdict(budgets, 'requests', 'home-en')).toMatchObject({ value: 22, pass: true })
    expect(verdict(budgets, 'js-static')).toMatchObject({ info: true, pass: true })
  })

  it("prints React's payload in the document without judging it: the whole document has the budget", () => {
    const budgets = checkBudgets([fakePage('home-en', { payloadRaw: 200 * KIB })], bare)
    expect(verdict(budgets, 'payload-raw')).toMatchObject({ info: true, pass: true })
    expect(pageVerdict(budgets, 'payload-raw', 'home-en')).toMatchObject({ value: 200 * KIB, display: '200.0 KiB' })
  })

  it('fails a page without figures (a Lighthouse run that never completed)', () => {
    const broken = { id: 'post-fr', assets: fakePage('x').assets, lighthouse: { runs: 0, errors: ['NO_NAVSTART'] } }
    const budgets = checkBudgets([broken], bare)
    for (const id of ['tbt', 'performance', 'lcp', 'cls', 'accessibility', 'js-transfer', 'after-load']) {
      expect(pageVerdict(budgets, id, 'post-fr')).toMatchObject({ pass: false, display: 'no data' })
    }
    expect(pageVerdict(budgets, 'html-raw', 'post-fr').pass).toBe(true)
  })

  it('fails the relative budgets when the bare page has no figure, the absolute ones still apply', () => {
    const budgets = checkBudgets([fakePage('home-en')], { id: 'bare', assets: bare.assets, lighthouse: { runs: 0 } })
    expect(verdict(budgets, 'tbt')).toMatchObject({ pass: false, limit: null })
    expect(verdict(budgets, 'tbt').text).toContain('no bare figure')
    expect(verdict(budgets, 'html-gzip').pass).toBe(true)
  })
})

describe('budgetLimit', () => {
  it('prints an absolute limit with its unit', () => {
    expect(budgetLimit(BUDGETS.find((budget) => budget.id === 'html-raw'), bare)).toMatchObject({ limit: 130 * KIB, text: '≤ 130.0 KiB' })
    expect(budgetLimit(BUDGETS.find((budget) => budget.id === 'seo'), bare)).toMatchObject({ limit: 100, text: '≥ 100' })
  })
})

describe('checkBudgets with a picture baseline', () => {
  it('holds a page whose largest paint is a picture to the bare page with a picture, text pages to the bare page', () => {
    const picture = fakePage('bare-picture', { appliedLcp: 1300 })
    const pages = [
      fakePage('blog-en', { appliedLcp: 1450, lcpElement: 'image' }),
      fakePage('home-en', { appliedLcp: 1450 }),
    ]
    const lcp = verdict(checkBudgets(pages, bare, { picture }), 'lcp')
    expect(pageVerdict([lcp], 'lcp', 'blog-en')).toMatchObject({ pass: true, baseline: 'picture', limit: 1450 })
    expect(pageVerdict([lcp], 'lcp', 'blog-en').text).toContain('bare picture 1300 ms')
    expect(pageVerdict([lcp], 'lcp', 'home-en')).toMatchObject({ pass: false })
    expect(lcp.failures).toEqual(['home-en'])
  })

  it('fails a picture page when the run has no picture baseline', () => {
    const lcp = verdict(checkBudgets([fakePage('blog-en', { appliedLcp: 1000, lcpElement: 'image' })], bare), 'lcp')
    expect(lcp.failures).toEqual(['blog-en'])
  })
})

describe('HTML and stylesheet budgets', () => {
  it('judge the whole document, the stylesheet it inlines included, and print its own markup and payload', () => {
    const inlined = fakePage('home-en', { htmlRaw: 250 * KIB, htmlGzip: 46 * KIB, ownHtml: { raw: 99 * KIB, gzip: 22 * KIB }, cssRaw: 45 * KIB })
    const budgets = checkBudgets([inlined], bare)
    expect(pageVerdict(budgets, 'html-raw', 'home-en')).toMatchObject({ value: 250 * KIB, pass: false })
    expect(pageVerdict(budgets, 'html-gzip', 'home-en')).toMatchObject({ value: 46 * KIB, pass: false })
    expect(pageVerdict(budgets, 'html-own-raw', 'home-en')).toMatchObject({ value: 99 * KIB, pass: true })
    expect(pageVerdict(budgets, 'css-raw', 'home-en')).toMatchObject({ value: 45 * KIB, pass: false })
  })
})

describe('throughput budget', () => {
  it('judges only the pages with a throughput run, against 40% of the bare page\'s', () => {
    const budgets = checkBudgets([fakePage('home-en', { requestsPerSecond: 1300 }), fakePage('about-en')], bare)
    expect(verdict(budgets, 'throughput')).toMatchObject({ pass: true, limit: 1200, text: '≥ 1200 (40% of bare 3000)' })
    expect(verdict(budgets, 'throughput').values.map((value) => value.page)).toEqual(['home-en'])
  })

  it('judges the browser\'s request and prints the one without Accept-Encoding beside the bare page\'s', () => {
    const budgets = checkBudgets([fakePage('home-en', { requestsPerSecond: 1100, identityPerSecond: 900 })], bare)
    expect(verdict(budgets, 'throughput')).toMatchObject({ pass: false, failures: ['home-en'] })
    expect(verdict(budgets, 'throughput-identity')).toMatchObject({ info: true, pass: true, text: 'bare 4000' })
    expect(pageVerdict(budgets, 'throughput-identity', 'home-en')).toMatchObject({ value: 900, display: '900' })
  })
})
