// Lighthouse (mobile), one run at a time, each in a fresh Chromium, and the summary of one page's
// runs. Two throttling methods: 'simulate' (Lighthouse's default: an unthrottled load, replayed
// through a model of a slow phone; the scores and TBT) and 'devtools' (the phone's latency,
// bandwidth and CPU applied to the load itself; the LCP we judge, docs/performance.md says why).
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { killOnExit } from '../child-processes.mjs'
import { chromiumPath } from '../test-tools.mjs'
import { median, range } from './stats.mjs'
import { failingAudits, performanceOpportunities } from './audits.mjs'
import { countRuns } from './schedule.mjs'
import { networkFigures, summarizeAfterLoad } from './network.mjs'
import { HELD_PAINT_MS, paintAfterParse } from './held-paint.mjs'
import { CHROMIUM_ARGS } from '../../e2e/support/chromium-flags.mjs'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
export const METRICS = {
  lcp: 'largest-contentful-paint',
  fcp: 'first-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
}
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]
const RUN_TIMEOUT_MS = 120_000
const ATTEMPTS = 2

export const THROTTLING = ['simulate', 'devtools']

/**
 * BENCH_CPU_SLOWDOWN: a factor on Lighthouse's mobile CPU slowdown (4×), for both throttling
 * methods, to stand for a slower phone than this host's benchmarkIndex makes of its 4× (the slow
 * case of issue 41: `BENCH_CPU_SLOWDOWN=2` is an 8× slowdown). Unset or 1: Lighthouse's default.
 */
export function cpuSlowdown(value = process.env.BENCH_CPU_SLOWDOWN) {
  if (value === undefined || value === '') return 1
  const factor = Number(value)
  if (!Number.isFinite(factor) || factor < 1 || factor > 10) throw new Error('BENCH_CPU_SLOWDOWN must be a number from 1 to 10')
  return factor
}

/** Lighthouse's mobile throttling with the CPU slowdown multiplied by `factor`. */
export function mobileThrottling(factor = cpuSlowdown()) {
  return { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: throttling.mobileSlow4G.cpuSlowdownMultiplier * factor }
}

/** One Lighthouse run of `url` in a fresh Chromium: its report and the artifacts it was made from. */
export async function runLighthouse(url, throttlingMethod = 'simulate') {
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false, // child-processes.mjs kills it on every way out, Ctrl-C included
  })
  const forget = killOnExit(() => chrome.kill())
  let timer
  try {
    // Mobile emulation and Lighthouse's mobile throttling figures, simulated or applied.
    const run = lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      formFactor: 'mobile',
      throttlingMethod,
      throttling: mobileThrottling(),
    })
    run.catch(() => {}) // after a timeout its rejection (Chrome gone) has nobody to hear it
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse took over ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS)
    })
    const result = await Promise.race([run, timeout])
    const lhr = result?.lhr
    if (!lhr) throw new Error('Lighthouse returned no report')
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    return { lhr, artifacts: result.artifacts }
  } finally {
    clearTimeout(timer)
    chrome.kill()
    forget()
  }
}

const scoresOf = (lhr) =>
  Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100)]))

const metricsOf = (lhr) =>
  Object.fromEntries(Object.entries(METRICS).map(([key, audit]) => {
    const value = lhr.audits[audit]?.numericValue
    return [key, value == null ? null : key === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value)]
  }))

/**
 * One Lighthouse run of `url`, retried once: a loaded machine sometimes loses the trace
 * (NO_NAVSTART, "run Lighthouse again"). `label` names the run in the output ("home-en 1/3").
 * Returns the report, or null when both attempts failed; `errors` gets each failure's message.
 */
async function lighthouseRun(url, label, errors, throttlingMethod) {
  console.log(`Lighthouse ${label}, ${throttlingMethod} (${url})`)
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const { lhr } = await runLighthouse(url, throttlingMethod)
      const scores = scoresOf(lhr)
      console.log(`  ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join(', ')}`)
      return lhr
    } catch (error) {
      errors.push(error.message)
      console.error(`  ${label}, attempt ${attempt}/${ATTEMPTS} failed: ${error.message}`)
    }
  }
  return null
}

/** What the run's largest paint was: 'image' (an <img>, or a picture drawn by CSS) or 'text'. */
export function lcpElementKind(lhr) {
  const audit = lhr.audits['largest-contentful-paint-element']
  const node = audit?.details?.items?.[0]?.items?.[0]?.node
  if (!node) return null
  const phases = audit.details.items[1]?.items ?? []
  const loads = phases.some((phase) => phase.phase === 'Load Time' && phase.timing > 0)
  return /^<img\b/i.test(node.snippet ?? '') || loads ? 'image' : 'text'
}

/** The value most runs agree on (the first of a tie); null when none has one. */
function mostCommon(values) {
  const counts = new Map()
  for (const value of values.filter((v) => v != null)) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null
}

/** Lighthouse runs of one page: median and min–max, and what to fix as seen in the median run. */
export function summarizeLighthouse(reports, errors = []) {
  if (reports.length === 0) return { runs: 0, errors }
  const perRun = reports.map((lhr) => ({
    scores: scoresOf(lhr),
    metrics: metricsOf(lhr),
    network: networkFigures(lhr),
    lcpElement: lcpElementKind(lhr),
    paintAfterParse: paintAfterParse(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
  }))
  const summarize = (pick) => (key) => {
    const values = perRun.map((run) => pick(run)?.[key]).filter((value) => typeof value === 'number')
    return [key, { median: median(values), ...range(values) }]
  }
  let medianLhr
  try {
    medianLhr = computeMedianRun(reports) // Lighthouse's own pick: closest to the median FCP and TTI
  } catch {
    medianLhr = reports[0]
  }
  return {
    runs: reports.length,
    errors,
    scores: Object.fromEntries(CATEGORIES.map(summarize((run) => run.scores))),
    metrics: Object.fromEntries(Object.keys(METRICS).map(summarize((run) => run.metrics))),
    network: Object.fromEntries(['requests', 'inline', 'scripts', 'jsTransfer', 'observedLoad'].map(summarize((run) => run.network))),
    afterLoad: summarizeAfterLoad(perRun.map((run) => run.network)),
    lcpElement: mostCommon(perRun.map((run) => run.lcpElement)),
    heldPaints: perRun.filter((run) => run.paintAfterParse > HELD_PAINT_MS).length,
    perRun,
    medianRun: {
      index: reports.indexOf(medianLhr),
      lighthouseVersion: medianLhr.lighthouseVersion,
      userAgent: medianLhr.environment.hostUserAgent,
      failingAudits: failingAudits(medianLhr, CATEGORIES.filter((id) => id !== 'performance')),
      opportunities: performanceOpportunities(medianLhr),
    },
  }
}

/**
 * Lighthouse on each `{ key, url }` of `order` in turn (schedule.mjs puts them in order), with
 * each throttling method back to back (the first one alternating), each run named by its key and
 * count ("home-en 2/3"). Returns, by key, `{ simulate, devtools }`: each method's runs summarized.
 */
export async function measureInOrder(order) {
  const totals = countRuns(order.map(({ key }) => key))
  const runs = new Map([...totals.keys()].map((key) => [key, { started: 0, ...Object.fromEntries(THROTTLING.map((m) => [m, { reports: [], errors: [] }])) }]))
  for (const [index, { key, url }] of order.entries()) {
    const target = runs.get(key)
    target.started += 1
    const methods = index % 2 === 0 ? THROTTLING : [...THROTTLING].reverse()
    for (const method of methods) {
      const lhr = await lighthouseRun(url, `${key} ${target.started}/${totals.get(key)}, run ${index + 1} of ${order.length}`, target[method].errors, method)
      if (lhr) target[method].reports.push(lhr)
    }
  }
  return new Map(
    [...runs].map(([key, target]) => [key, Object.fromEntries(THROTTLING.map((m) => [m, summarizeLighthouse(target[m].reports, target[m].errors)]))]),
  )
}
