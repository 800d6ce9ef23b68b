#!/usr/bin/env node
// Benchmark of the production site against a bare Next.js page: `npm run bench`. A measurement,
// not a test (see docs/performance.md).
//
// Builds the site on the bundled blog content and a one-page app (bench/tmp/bare) on the same
// next and react; serves both at once on localhost from port 3500 (BENCH_PORT; an idle server
// costs no CPU); measures every page kind (pages.mjs: home, services, a service, pricing, about,
// contact, portfolio, the blog, a tag, a post) in both languages and the bare pages (with and
// without a picture, bare-app.mjs): first the
// HTML, JS and CSS they send (raw and gzip); then Lighthouse (mobile), simulated and with applied
// throttling back to back, with what each run fetched, in BENCH_RUNS rounds (default 3) of every
// site page once, the bare page at the start of each round and after every 5 pages (schedule.mjs),
// so the baseline every budget hangs on is taken across the whole run, in the same conditions as
// the pages; last, autocannon throughput on home and the post, then on the bare page. Compares
// each page with the bare page of the same run (budgets.mjs). Writes bench/results/results.json
// (ignored by git), prints tables and the budgets' PASS/FAIL. Exits 0 whatever the verdicts,
// unless BENCH_STRICT=1.
// Settings: BENCH_PAGES (kinds, e.g. home,post; default all), BENCH_BUILD=0 (reuse existing builds),
// BENCH_RUNS, BENCH_DURATION (s, 10), BENCH_CONNECTIONS (50), BENCH_PORT (first port, 3500),
// BENCH_TIMEOUT_MINUTES (whole run, 90), BENCH_CPU_SLOWDOWN (a factor on Lighthouse's 4× CPU
// slowdown, both throttling methods: the slow case, a phone slower than this host makes of 4×).
// Besides each document's size, the React payload in it and that of client navigations between
// pages (navigation.mjs: a <Link> click's `?_rsc=` requests, in Chromium).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort, buildNext, startNext, SITE_SERVER } from './next-server.mjs'
import { GZIP_LEVEL, measureAssets } from './bench/assets.mjs'
import { PICTURE_PATH, isBuilt, writeBareApp } from './bench/bare-app.mjs'
import { allBudgetsPass, checkBudgets } from './bench/budgets.mjs'
import { cpuSlowdown, measureInOrder } from './bench/lighthouse.mjs'
import { measureNavigations, navigations } from './bench/navigation.mjs'
import { findSlugs, selectKinds, sitePages } from './bench/pages.mjs'
import { renderReport } from './bench/report.mjs'
import { BARE_EVERY, lighthouseSchedule } from './bench/schedule.mjs'
import { FIRST_PORT, LAST_PORT, prepareSite, siteEnv } from './bench/site-build.mjs'
import { median } from './bench/stats.mjs'
import { ENCODINGS, measureThroughput } from './bench/throughput.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const bareDir = join(root, 'bench/tmp/bare')
const positive = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`)
  return value
}
const settings = {
  runs: positive('BENCH_RUNS', 3),
  bareEvery: BARE_EVERY,
  duration: positive('BENCH_DURATION', 10),
  connections: positive('BENCH_CONNECTIONS', 50),
  gzipLevel: GZIP_LEVEL,
  // Lighthouse's CPU slowdown for phones (4×) times BENCH_CPU_SLOWDOWN: the slow case.
  cpuSlowdown: 4 * cpuSlowdown(),
}
const kinds = selectKinds(process.env.BENCH_PAGES)
const reuseBuilds = process.env.BENCH_BUILD === '0'
const timeoutMinutes = positive('BENCH_TIMEOUT_MINUTES', 90)
// Every step has its own limit; this one bounds the sum. Exiting kills the servers and Chromium.
setTimeout(() => {
  console.error(`bench: gave up after ${timeoutMinutes} minutes`)
  process.exit(1)
}, timeoutMinutes * 60_000).unref()

const version = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version
const loadAverage = () => loadavg()[0].toFixed(1)

/** Each page's HTML, JS and CSS sizes; each asset fetched once per app. */
async function measureSizes(server, pages) {
  const cache = new Map()
  for (const page of pages) page.assets = await measureAssets(server.origin, page.path, cache)
}

/**
 * Lighthouse in rounds (schedule.mjs): every site page once a round, the bare page at the start
 * of each round and after every `bareEvery` pages, each app on its own server.
 */
async function measureLighthouseRounds(site, pages, bare, barePages) {
  const urls = new Map([...pages.map((page) => [page.id, `${site.origin}${page.path}`]), ...barePages.map((page) => [page.id, `${bare.origin}${page.path}`])])
  const order = lighthouseSchedule(pages.map((page) => page.id), settings.runs, barePages.map((page) => page.id), settings.bareEvery)
  const summaries = await measureInOrder(order.map((id) => ({ key: id, url: urls.get(id) })))
  for (const page of [...pages, ...barePages]) {
    page.lighthouse = summaries.get(page.id).simulate
    page.applied = summaries.get(page.id).devtools
  }
}

/** autocannon on each path in turn, as a browser asks and then without Accept-Encoding; the other app stays idle. */
async function measureThroughputs(server, paths) {
  const throughput = []
  for (const path of paths) {
    for (const encoding of Object.keys(ENCODINGS)) {
      console.log(`autocannon ${server.origin}${path} (${encoding})`)
      throughput.push(await measureThroughput(server.origin, path, settings, encoding))
    }
  }
  return { throughput, rssMiB: server.rssMiB() }
}

/** Each page's throughput runs beside it, for the budgets (budgets.mjs): `throughput` as a browser asks. */
function attachThroughput(page, runs) {
  const mine = runs.filter((run) => run.path === page.path)
  if (mine.length === 0) return
  page.throughput = mine.find((run) => run.encoding === 'browser')
  page.throughputIdentity = mine.find((run) => run.encoding === 'identity')
}

async function main() {
  const startLoad = loadAverage()
  const sitePort = await prepareSite(root, { reuse: reuseBuilds })
  if (!(reuseBuilds && isBuilt(bareDir))) {
    const { linked } = writeBareApp(bareDir, root)
    console.log(`Building the bare app in bench/tmp/bare${linked ? ' (node_modules symlinked)' : ''}…`)
    await buildNext({ cwd: bareDir })
  }

  // Both servers for the whole run, so the bare page can be measured between the site's pages.
  const servers = []
  let siteResults
  let bareResults
  try {
    console.log(`Starting the site on http://localhost:${sitePort}`)
    const site = await startNext({ cwd: root, port: sitePort, script: SITE_SERVER, readyPath: '/en', env: siteEnv(sitePort) })
    servers.push(site)
    // Chosen once the site listens, so it cannot be the site's port.
    const barePort = await freePort({ from: FIRST_PORT, to: LAST_PORT })
    console.log(`Starting the bare app on http://localhost:${barePort}`)
    const bare = await startNext({ cwd: bareDir, port: barePort })
    servers.push(bare)

    const slugs = await findSlugs(site.origin, kinds)
    const pages = sitePages(slugs, kinds)
    const barePage = { id: 'bare', kind: 'bare', lang: 'en', path: '/' }
    const picturePage = { id: 'bare-picture', kind: 'bare', lang: 'en', path: PICTURE_PATH }
    await measureSizes(site, pages)
    await measureSizes(bare, [barePage, picturePage])
    const clientNavigations = await measureNavigations(site.origin, navigations(slugs))
    await measureLighthouseRounds(site, pages, bare, [barePage, picturePage])
    // Throughput last, so its load does not linger into Lighthouse: on the home page and the
    // post, or on the first English page of a subset, then on the bare page.
    const throughputPaths = pages.filter((page) => page.lang === 'en' && ['home', 'post'].includes(page.kind)).map((page) => page.path)
    siteResults = { ...slugs, kinds, pages, navigations: clientNavigations, ...(await measureThroughputs(site, throughputPaths.length > 0 ? throughputPaths : [pages[0].path])) }
    bareResults = { page: barePage, picture: picturePage, ...(await measureThroughputs(bare, ['/'])) }
    for (const page of pages) attachThroughput(page, siteResults.throughput)
    attachThroughput(barePage, bareResults.throughput)
  } finally {
    for (const server of servers) await server.stop()
  }

  const indexes = [...siteResults.pages, bareResults.page, bareResults.picture].flatMap((page) => page.lighthouse.perRun?.map((run) => run.benchmarkIndex) ?? [])
  const results = {
    generatedAt: new Date().toISOString(),
    environment: {
      node: process.version,
      next: version('next'),
      react: version('react'),
      lighthouse: version('lighthouse'),
      chromiumUserAgent: siteResults.pages.find((page) => page.lighthouse.medianRun)?.lighthouse.medianRun.userAgent ?? null,
      // Lighthouse's estimate of the host's CPU speed (a recent laptop is around 1,500-2,500).
      benchmarkIndex: median(indexes),
      loadAverage: { start: startLoad, end: loadAverage() },
    },
    settings,
    site: siteResults,
    bare: bareResults,
    budgets: checkBudgets(siteResults.pages, bareResults.page, { picture: bareResults.picture }),
  }
  mkdirSync(join(root, 'bench/results'), { recursive: true })
  writeFileSync(join(root, 'bench/results/results.json'), `${JSON.stringify(results, null, 2)}\n`)
  console.log(`\n${renderReport(results)}\n\nWritten to bench/results/results.json`)
  return allBudgetsPass(results.budgets)
}

try {
  const allPass = await main()
  if (!allPass) console.log(`Some budgets fail${process.env.BENCH_STRICT === '1' ? ' (BENCH_STRICT=1: exit 1)' : ''}.`)
  process.exit(!allPass && process.env.BENCH_STRICT === '1' ? 1 : 0)
} catch (error) {
  console.error(error)
  process.exit(1)
}
