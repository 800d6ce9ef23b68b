// The bench's printed report: Markdown tables, padded so they also read as plain text.
import { ENCODINGS } from './throughput.mjs'
import { HELD_PAINT_MS } from './held-paint.mjs'
import { bareAgainstItself, noiseLines } from './noise.mjs'

const kib = (bytes) => (bytes / 1024).toFixed(1)

/** A Markdown table whose columns are padded to their widest cell. */
export function table(headers, rows) {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => String(row[column]).length)))
  const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}

/** "median (min–max)", or the median alone when every run agreed. */
function spread(stat) {
  if (!stat || stat.median === null) return 'n/a'
  return stat.min === stat.max ? String(stat.median) : `${stat.median} (${stat.min}–${stat.max})`
}

function lighthouseTable(pages) {
  const rows = pages.map(({ id, path, lighthouse: lh, applied }) => [
    id,
    path,
    lh.runs,
    spread(applied?.metrics?.lcp),
    applied?.lcpElement ?? 'n/a',
    ...['performance', 'accessibility', 'best-practices', 'seo'].map((key) => spread(lh.scores?.[key])),
    ...['lcp', 'fcp', 'tbt', 'cls'].map((key) => spread(lh.metrics?.[key])),
    spread(lh.network?.requests),
    spread(kibStat(lh.network?.jsTransfer)),
    lh.afterLoad?.unwantedMax ?? 'n/a',
    lh.heldPaints == null ? 'n/a' : `${lh.heldPaints}/${lh.runs}`,
  ])
  return table(
    ['page', 'path', 'runs', 'LCP ms applied', 'LCP is', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms sim.', 'FCP ms', 'TBT ms', 'CLS', 'requests', 'JS KiB transferred', 'RSC/JS after load', 'paint held'],
    rows,
  )
}

const kibStat = (stat) =>
  stat && stat.median !== null ? { median: kib(stat.median), min: kib(stat.min), max: kib(stat.max) } : stat

function sizeTable(pages, bare) {
  const rows = pages.map(({ id, assets }) => [
    id,
    kib(assets.html.raw),
    kib(assets.html.gzip),
    kib((assets.html.own ?? assets.html).raw),
    kib((assets.html.own ?? assets.html).gzip),
    assets.html.payload ? `${kib(assets.html.payload.raw)} / ${kib(assets.html.payload.gzip)}` : 'n/a',
    assets.js.count,
    kib(assets.js.raw),
    kib(assets.js.gzip),
    bare && id !== bare.id ? `+${kib(assets.js.gzip - bare.assets.js.gzip)}` : '',
    kib(assets.css.raw),
    kib(assets.css.gzip),
  ])
  return table(['page', 'HTML KiB', 'HTML gz', 'own KiB', 'own gz', 'RSC in it KiB / gz', 'scripts', 'JS KiB', 'JS gz', 'JS gz vs bare', 'CSS KiB', 'CSS gz'], rows)
}

/** What each client navigation fetched: its RSC requests (prefetch on intent and click). */
function navigationTable(list = []) {
  const rows = list.map((nav) => [`${nav.from} → ${nav.to}`, nav.requests, kib(nav.raw), kib(nav.gzip), nav.client ? 'yes' : 'no (a full load)'])
  return table(['client navigation', 'RSC requests', 'KiB', 'KiB gz', 'client-side'], rows)
}

function throughputTable(apps) {
  const rows = apps.flatMap(({ name, throughput, rssMiB }) =>
    throughput.map((run) => [name, run.path, run.encoding ?? 'identity', run.requestsPerSecond, run.bytesPerRequest == null ? 'n/a' : kib(run.bytesPerRequest), run.latencyP50, run.latencyP99, run.requests, run.errors, run.non2xx, rssMiB]),
  )
  return table(['app', 'path', 'asked as', 'req/s', 'KiB per answer', 'p50 ms', 'p99 ms', 'requests', 'errors', 'non-2xx', 'RSS MiB after'], rows)
}

/** Per page, each budget: the page's figure beside its limit from the bare page, and the verdict. */
function budgetTable(budgets, pages) {
  const rows = pages.flatMap(({ id }) =>
    budgets.flatMap((budget) => {
      // A budget judged on some pages only (throughput) has no entry for the others.
      const entry = budget.values.find((value) => value.page === id)
      if (!entry) return []
      const verdict = budget.info ? 'info' : entry.pass ? 'PASS' : 'FAIL'
      const goalText = entry.goalText ?? budget.goalText
      const goal = goalText ? `${goalText}: ${entry.goalPass ? 'met' : 'not yet'}` : ''
      return [[id, budget.label, entry.display, entry.text ?? budget.text, verdict, goal]]
    }),
  )
  return table(['page', 'figure', 'value', 'budget', 'verdict', 'end goal (information)'], rows)
}

function budgetLines(budgets) {
  return budgets
    .filter((budget) => !budget.info)
    .map(({ pass, label, text, values, failures }) => {
      const shown = pass ? values : values.filter(({ page }) => failures.includes(page))
      const against = (entry) => (entry.baseline ? ` (${entry.text})` : '')
      return `${pass ? 'PASS' : 'FAIL'}  ${label} ${text}: ${shown.map((entry) => `${entry.page} ${entry.display}${against(entry)}`).join(', ')}`
    })
}

/** What each page fetched after the load event, over all its runs, unwanted first. */
function afterLoadLines(pages) {
  const lines = pages.flatMap(({ id, lighthouse: lh }) => {
    const after = lh.afterLoad
    if (!after) return [`- ${id}: no data`]
    const describe = (request, flag) => `    ${flag} ${request.url} (${request.resourceType ?? '?'}, ${kib(request.transferSize)} KiB, at ${request.startMs} ms, runs ${request.runs.join(',')})`
    if (after.unwanted.length + after.other.length === 0) return []
    return [`- ${id}:`, ...after.unwanted.map((r) => describe(r, r.rsc ? 'RSC   ' : 'script')), ...after.other.map((r) => describe(r, 'other '))]
  })
  return lines.length > 0 ? lines : ['- nothing, on any page']
}

const firstItem = (items) => {
  const item = items[0]
  if (!item) return ''
  const where = item.selector ?? item.url ?? item.text ?? item.label ?? ''
  const size = item.wastedBytes ? ` ${kib(item.wastedBytes)} KiB` : ''
  return where ? ` — e.g. ${where}${size}` : ''
}

/** Each failing audit or opportunity once, with the pages where it shows and its first culprit. */
function findings(pages) {
  const byAudit = new Map()
  for (const page of pages) {
    const run = page.lighthouse.medianRun
    if (!run) continue
    for (const audit of [...run.failingAudits, ...run.opportunities.map((item) => ({ ...item, category: 'performance' }))]) {
      const key = `${audit.category}/${audit.id}`
      if (!byAudit.has(key)) byAudit.set(key, { audit, pages: [] })
      byAudit.get(key).pages.push(audit.displayValue ? `${page.id} (${audit.displayValue})` : page.id)
    }
  }
  return [...byAudit.values()].map(
    ({ audit, pages: where }) => `- [${audit.category}] ${audit.id}: ${audit.title}${firstItem(audit.items)}\n    on ${where.join(', ')}`,
  )
}

/** How many Lighthouse runs the medians come from: the bare page has more, spread over the run. */
function runsText({ settings, bare }) {
  const pages = `up to ${settings.runs} runs per site page`
  return bare ? `${pages} and ${bare.page.lighthouse.runs} of each bare page, measured between them` : pages
}

export function renderReport(results) {
  const all = [...results.site.pages, ...(results.bare ? [results.bare.page, results.bare.picture].filter(Boolean) : [])]
  const apps = [{ name: 'site', ...results.site }, ...(results.bare ? [{ name: 'bare', ...results.bare }] : [])]
  return [
    `Lighthouse ${results.environment.lighthouse}, mobile; median (min–max) of ${runsText(results)}. ` +
      `Host benchmarkIndex ${results.environment.benchmarkIndex ?? 'n/a'}, CPU slowdown ${results.settings.cpuSlowdown ?? 4}×, load average ${results.environment.loadAverage.start} → ${results.environment.loadAverage.end}.`,
    'LCP applied: the phone\'s latency, bandwidth and CPU applied to the load (throttlingMethod devtools), the LCP we judge, against the bare page, or against the bare page with a picture where the largest paint is one (its own request is a round trip no such page avoids). ' +
      'LCP sim.: Lighthouse\'s simulation, printed but not judged: it replays a load made unthrottled on localhost, where the first paint is a race of a few ms, so its median swings by hundreds of ms between runs of one build.',
    `Paint held: the simulated runs whose first paint came over ${HELD_PAINT_MS} ms after DOMContentLoaded, a stall of Lighthouse's own loads that tends to lower the run's TBT (docs/performance.md).`,
    '',
    lighthouseTable(all),
    '',
    `Sizes in KiB; gzip at level ${results.settings.gzipLevel}; JS includes the nomodule polyfills (${kib(results.site.pages[0]?.assets.js.nomodule.gzip ?? 0)} KiB gz), which modern browsers skip.`,
    '',
    sizeTable(all, results.bare?.page),
    '',
    'Client navigations: every RSC request from resting the pointer on the link (the site prefetches on intent) to the new page, bodies as received, gzip at the same level.',
    '',
    navigationTable(results.site.navigations),
    '',
    `autocannon, ${results.settings.connections} connections, ${results.settings.duration} s per path after a 3 s warm-up, on localhost; each path asked as a browser asks (Accept-Encoding: ${ENCODINGS.browser['accept-encoding']}; judged) and without Accept-Encoding (printed).`,
    '',
    throughputTable(apps),
    '',
    `Budgets against the bare page of this run (docs/performance.md), page by page:`,
    '',
    budgetTable(results.budgets, results.site.pages),
    '',
    'Budgets, summary:',
    ...budgetLines(results.budgets),
    '',
    'The bare page against its own budgets: how often a page loading exactly as it does would fail one, for noise alone:',
    ...(results.bare
      ? noiseLines(bareAgainstItself(results.site.pages, { bare: results.bare.page, picture: results.bare.picture }, results.settings.runs), results.settings.runs)
      : ['- no bare page in this run']),
    '',
    'Fetched after the load event (RSC payloads and scripts fail the budget; other requests are listed for information):',
    ...afterLoadLines([...results.site.pages, ...(results.bare ? [results.bare.page] : [])]),
    '',
    'What Lighthouse flags (median run of each page):',
    ...findings(results.site.pages),
  ].join('\n')
}
