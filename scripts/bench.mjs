#!/usr/bin/env node
// Benchmark of the production site against a bare Next.js page: `npm run bench`. A measurement,
// not a test (see docs/performance.md).
//
// Builds the site on the bundled blog content and a one-page app (bench/tmp/bare) on the same
// next and react; serves each on localhost from port 3500 (BENCH_PORT); measures every page kind
// (pages.mjs: home, services, a service, pricing, about, contact, portfolio, the blog, a tag, a
// post) in both languages: Lighthouse (mobile, simulated throttling, BENCH_RUNS runs, default 3)
// with what each run fetched, the HTML, JS and CSS they send (raw and gzip), and autocannon
// throughput on home and the post. Compares each page with the bare page of the same run
// (budgets.mjs). Writes bench/results.json, prints tables and the
// budgets' PASS/FAIL. Exits 0 whatever the verdicts, unless BENCH_STRICT=1.
// Settings: BENCH_PAGES (kinds, e.g. home,post; default all), BENCH_BUILD=0 (reuse existing builds),
// BENCH_RUNS, BENCH_DURATION (s, 10), BENCH_CONNECTIONS (50), BENCH_PORT (first port, 3500),
// BENCH_TIMEOUT_MINUTES (whole run, 90).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort, buildNext, startNext, SITE_SERVER } from './next-server.mjs'
import { GZIP_LEVEL, measureAssets } from './bench/assets.mjs'
import { isBuilt, writeBareApp } from './bench/bare-app.mjs'
import { allBudgetsPass, checkBudgets } from './bench/budgets.mjs'
import { measureLighthouse } from './bench/lighthouse.mjs'
import { findSlugs, selectKinds, sitePages } from './bench/pages.mjs'
import { renderReport } from './bench/report.mjs'
import { FIRST_PORT, LAST_PORT, prepareSite, siteEnv } from './bench/site-build.mjs'
import { median } from './bench/stats.mjs'
import { measureThroughput } from './bench/throughput.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const bareDir = join(root, 'bench/tmp/bare')
const positive = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`)
  return value
}
const settings = {
  runs: positive('BENCH_RUNS', 3),
  duration: positive('BENCH_DURATION', 10),
  connections: positive('BENCH_CONNECTIONS', 50),
  gzipLevel: GZIP_LEVEL,
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

/** Sizes, then Lighthouse, then throughput (last, so its load does not linger into Lighthouse). */
async function measureApp(server, pages, throughputPaths) {
  const cache = new Map()
  for (const page of pages) page.assets = await measureAssets(server.origin, page.path, cache)
  for (const page of pages) {
    console.log(`Lighthouse ${page.id} (${page.path})`)
    page.lighthouse = await measureLighthouse(`${server.origin}${page.path}`, settings.runs)
  }
  const throughput = []
  for (const path of throughputPaths) {
    console.log(`autocannon ${path}`)
    throughput.push(await measureThroughput(server.origin, path, settings))
  }
  return { pages, throughput, rssMiB: server.rssMiB() }
}

async function main() {
  const startLoad = loadAverage()
  const sitePort = await prepareSite(root, { reuse: reuseBuilds })
  if (!(reuseBuilds && isBuilt(bareDir))) {
    const { linked } = writeBareApp(bareDir, root)
    console.log(`Building the bare app in bench/tmp/bare${linked ? ' (node_modules symlinked)' : ''}…`)
    await buildNext({ cwd: bareDir })
  }

  console.log(`Starting the site on http://localhost:${sitePort}`)
  const site = await startNext({ cwd: root, port: sitePort, script: SITE_SERVER, readyPath: '/en', env: siteEnv(sitePort) })
  let siteResults
  try {
    const slugs = await findSlugs(site.origin, kinds)
    const pages = sitePages(slugs, kinds)
    // Throughput on the home page and the post, or on the first English page of a subset.
    const throughputPaths = pages.filter((page) => page.lang === 'en' && ['home', 'post'].includes(page.kind)).map((page) => page.path)
    siteResults = { ...slugs, kinds, ...(await measureApp(site, pages, throughputPaths.length > 0 ? throughputPaths : [pages[0].path])) }
  } finally {
    await site.stop()
  }

  const barePort = await freePort({ from: FIRST_PORT, to: LAST_PORT })
  console.log(`Starting the bare app on http://localhost:${barePort}`)
  const bare = await startNext({ cwd: bareDir, port: barePort })
  let bareResults
  try {
    const { pages, ...rest } = await measureApp(bare, [{ id: 'bare', kind: 'bare', lang: 'en', path: '/' }], ['/'])
    bareResults = { page: pages[0], ...rest }
  } finally {
    await bare.stop()
  }

  const indexes = [...siteResults.pages, bareResults.page].flatMap((page) => page.lighthouse.perRun?.map((run) => run.benchmarkIndex) ?? [])
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
    budgets: checkBudgets(siteResults.pages, bareResults.page),
  }
  mkdirSync(join(root, 'bench'), { recursive: true })
  writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`)
  console.log(`\n${renderReport(results)}\n\nWritten to bench/results.json`)
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
