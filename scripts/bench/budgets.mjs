// The performance budgets of docs/performance.md (issues 11 and 41), checked against one bench run: most
// are the bare Next.js page's figure of the same run plus a margin, so a slow or busy machine
// moves both sides alike.
export const KIB = 1024

const lh = (page) => page?.lighthouse ?? {}
const applied = (page) => page?.applied ?? {}
const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`
const ms = (value) => `${Math.round(value)} ms`
const ownHtml = (page) => page?.assets?.html?.own ?? page?.assets?.html
const orNull = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : null)

/**
 * Each budget: `value(page)` the page's figure (null: no data, a failure), `format` to print it,
 * and either an absolute `limit`, or a `bare` figure plus `slack` (and the end goal,
 * `goalSlack`, printed for information). `at: 'most'` (value ≤ limit) or `'least'` (value ≥ limit).
 * `ratio` instead of `slack`: the limit is that share of the bare page's figure. `judged(page)`:
 * the pages a budget applies to (default: all).
 * `info: true` budgets are reported beside the bare page's figure and never fail.
 * `runs(page)`: the page's figure in each run, for the budgets judged on a median against the bare
 * page (noise.mjs draws the bare page's runs as a page's are drawn).
 */
export const BUDGETS = [
  {
    id: 'tbt',
    label: 'TBT median',
    value: (page) => orNull(lh(page).metrics?.tbt?.median),
    runs: (page) => lh(page).perRun?.map((run) => run.metrics?.tbt) ?? [],
    at: 'most',
    slack: 100,
    goalSlack: 50,
    format: ms,
  },
  {
    id: 'performance',
    label: 'Lighthouse performance median',
    value: (page) => orNull(lh(page).scores?.performance?.median),
    runs: (page) => lh(page).perRun?.map((run) => run.scores?.performance) ?? [],
    at: 'least',
    slack: 3,
    goalSlack: 2,
    format: String,
  },
  {
    // Judged with applied throttling: the simulation replays an unthrottled load on localhost,
    // where the first paint is a race a few milliseconds wide, so its LCP median swings by
    // hundreds of ms between runs of the same build. A page whose largest paint is a picture is
    // held to the bare page showing a picture: the picture's own request is a round trip (562 ms
    // on Lighthouse's phone network) that no page painting one can avoid.
    id: 'lcp',
    label: 'LCP median, applied throttling',
    value: (page) => orNull(applied(page).metrics?.lcp?.median),
    runs: (page) => applied(page).perRun?.map((run) => run.metrics?.lcp) ?? [],
    baseline: (page) => (applied(page).lcpElement === 'image' ? 'picture' : 'bare'),
    at: 'most',
    slack: 150,
    format: ms,
  },
  {
    id: 'lcp-simulated',
    label: 'LCP median, simulated (printed, not judged)',
    value: (page) => orNull(lh(page).metrics?.lcp?.median),
    info: true,
    format: ms,
  },
  {
    id: 'cls',
    label: 'CLS median (0 to three decimals)',
    value: (page) => orNull(lh(page).metrics?.cls?.median),
    at: 'most',
    limit: 0,
    // Lighthouse rounds to three decimals in its report; metricsOf rounds the same way.
    passes: (value) => value < 0.0005,
    format: String,
  },
  ...['accessibility', 'best-practices', 'seo'].map((category) => ({
    id: category,
    label: `Lighthouse ${category}, lowest run`,
    value: (page) => orNull(lh(page).scores?.[category]?.min),
    at: 'least',
    limit: 100,
    format: String,
  })),
  // The whole document, whatever it carries (the critical rules inlined in <head> included): what a
  // phone downloads and parses before it paints.
  {
    id: 'html-raw',
    label: 'HTML raw, the whole document',
    value: (page) => orNull(page?.assets?.html?.raw),
    at: 'most',
    limit: 130 * KIB,
    format: kib,
  },
  {
    id: 'html-gzip',
    label: 'HTML gzip, the whole document',
    value: (page) => orNull(page?.assets?.html?.gzip),
    at: 'most',
    limit: 30 * KIB,
    format: kib,
  },
  {
    id: 'html-own-raw',
    label: 'HTML raw, without the inlined stylesheet (printed)',
    value: (page) => orNull(ownHtml(page)?.raw),
    info: true,
    format: kib,
  },
  {
    id: 'payload-raw',
    label: "React's payload in the document, raw (printed)",
    value: (page) => orNull(page?.assets?.html?.payload?.raw),
    info: true,
    format: kib,
  },
  {
    // Every stylesheet the page links or inlines together: what its first paint waits for (the
    // critical rules in <head>; the whole stylesheet, loaded by script, is scripts/stylesheet.test.mjs's).
    id: 'css-raw',
    label: 'stylesheets before the first paint, raw',
    value: (page) => orNull(page.assets?.css?.raw),
    at: 'most',
    limit: 30 * KIB,
    format: kib,
  },
  {
    id: 'css-gzip',
    label: 'stylesheet gzip (printed)',
    value: (page) => orNull(page.assets?.css?.gzip),
    info: true,
    format: kib,
  },
  {
    // Judged on the pages the throughput run measures (home and a post, in English), asked for
    // as browsers and crawlers ask (a compressed answer): what the server's capacity is for them.
    id: 'throughput',
    label: 'throughput, requests/s, as a browser asks (50 connections)',
    value: (page) => orNull(page.throughput?.requestsPerSecond),
    judged: (page) => page.throughput !== undefined,
    at: 'least',
    ratio: 0.4,
    format: (value) => String(Math.round(value)),
  },
  {
    // The same without Accept-Encoding: the raw document on the wire, bound by its bytes.
    id: 'throughput-identity',
    label: 'throughput, requests/s, no Accept-Encoding (printed)',
    value: (page) => orNull(page.throughputIdentity?.requestsPerSecond),
    judged: (page) => page.throughputIdentity !== undefined,
    info: true,
    format: (value) => String(Math.round(value)),
  },
  {
    id: 'js-transfer',
    label: 'JS transferred in the Lighthouse window, median',
    value: (page) => orNull(lh(page).network?.jsTransfer?.median),
    at: 'most',
    slack: 20 * KIB,
    format: kib,
  },
  {
    id: 'after-load',
    label: 'RSC payloads and scripts fetched after load, worst run',
    value: (page) => orNull(lh(page).afterLoad?.unwantedMax),
    at: 'most',
    limit: 0,
    format: String,
    details: (page) => lh(page).afterLoad?.unwanted?.map((request) => request.url) ?? [],
  },
  {
    id: 'requests',
    label: 'requests in the Lighthouse window, median',
    value: (page) => orNull(lh(page).network?.requests?.median),
    info: true,
    format: String,
  },
  {
    id: 'js-static',
    label: 'JS named in the HTML, gzip',
    value: (page) => orNull(page.assets?.js?.gzip),
    info: true,
    format: kib,
  },
]

/** The limit of one budget for this run, and how to print it: "≤ 489 (bare 339 + 150)". */
export function budgetLimit(budget, barePage) {
  const sign = budget.at === 'least' ? '≥' : '≤'
  if (budget.info) {
    const bare = barePage ? budget.value(barePage) : null
    return { limit: null, bare, text: bare === null ? 'bare n/a' : `bare ${budget.format(bare)}` }
  }
  if (budget.ratio !== undefined) {
    const bare = barePage ? budget.value(barePage) : null
    if (bare === null) return { limit: null, text: `${sign} ${budget.ratio * 100}% of the bare page's (no bare figure)` }
    const limit = bare * budget.ratio
    return { limit, bare, text: `${sign} ${budget.format(limit)} (${budget.ratio * 100}% of bare ${budget.format(bare)})` }
  }
  if (budget.slack === undefined) return { limit: budget.limit, text: `${sign} ${budget.format(budget.limit)}` }
  const bare = barePage ? budget.value(barePage) : null
  if (bare === null) return { limit: null, text: `${sign} bare + ${budget.format(budget.slack)} (no bare figure)` }
  const apply = (slack) => (budget.at === 'least' ? bare - slack : bare + slack)
  const op = budget.at === 'least' ? '−' : '+'
  const limit = apply(budget.slack)
  return {
    limit,
    bare,
    text: `${sign} ${budget.format(limit)} (bare ${budget.format(bare)} ${op} ${budget.format(budget.slack)})`,
    ...(budget.goalSlack === undefined
      ? {}
      : { goal: apply(budget.goalSlack), goalText: `end goal ${sign} ${budget.format(apply(budget.goalSlack))} (bare ${op} ${budget.format(budget.goalSlack)})` }),
  }
}

/** Which bare page a page is held to under this budget: `bare`, or what its `baseline` names. */
export const baselineOf = (budget, page) => budget.baseline?.(page) ?? 'bare'

export const within = (budget, value, limit) =>
  budget.passes ? budget.passes(value) : budget.at === 'least' ? value >= limit : value <= limit

/**
 * One verdict per budget: { id, label, info, pass, limit, text, goal?, goalText?, values, failures }.
 * A budget passes when every page has a figure within its limit; a missing figure (a failed
 * Lighthouse run, no bare figure) fails it. Info budgets always pass. `baselines` holds the other
 * bare pages a budget's `baseline(page)` may name (`picture`); each page's entry then has its own
 * limit and text.
 */
export function checkBudgets(pages, barePage, baselines = {}) {
  const bareOf = { bare: barePage, ...baselines }
  return BUDGETS.map((budget) => {
    const { limit, text, bare, goal, goalText } = budgetLimit(budget, barePage)
    const values = pages.filter((page) => budget.judged?.(page) ?? true).map((page) => {
      const baseline = baselineOf(budget, page)
      const own = baseline === 'bare' ? { limit, goal } : budgetLimit(budget, bareOf[baseline] ?? null)
      const value = budget.value(page)
      const pass = budget.info ? true : value !== null && own.limit != null && within(budget, value, own.limit)
      const goalPass = own.goal === undefined || value === null ? undefined : within(budget, value, own.goal)
      return {
        page: page.id,
        value,
        display: value === null ? 'no data' : budget.format(value),
        pass,
        ...(baseline === 'bare' ? {} : { baseline, limit: own.limit, text: own.text.replace('(bare ', `(bare ${baseline} `), goalText: own.goalText }),
        ...(goalPass === undefined ? {} : { goalPass }),
        ...(budget.details ? { details: budget.details(page) } : {}),
      }
    })
    const failures = values.filter((entry) => !entry.pass).map((entry) => entry.page)
    return {
      id: budget.id,
      label: budget.label,
      info: Boolean(budget.info),
      pass: failures.length === 0,
      limit,
      ...(bare === undefined ? {} : { bare }),
      text,
      ...(goal === undefined ? {} : { goal, goalText }),
      values,
      failures,
    }
  })
}

/** Whether the run meets every budget (BENCH_STRICT=1 exits 1 otherwise). */
export const allBudgetsPass = (budgets) => budgets.every((budget) => budget.pass)
