#!/usr/bin/env node
// What the main thread does while pages load, unthrottled, medians of interleaved loads:
//   node scripts/main-thread.mjs [--rounds N] URL...
// e.g. a site build on 4101 beside the bare page (bench/tmp/bare, `npx next start -p 4200`):
//   node scripts/main-thread.mjs --rounds 7 http://localhost:4200/ http://localhost:4101/en
// Each load is a fresh phone-sized context (412 × 823, as Lighthouse's mobile), traced from the
// navigation to a second after the load event. Prints time by kind (scripts/bench/main-thread.mjs)
// and the event names that cost the most. A measurement, not a test: run it on a quiet machine,
// with the URLs to compare in one run.
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS } from '../e2e/support/chromium-flags.mjs'
import { KINDS, TRACE_CATEGORIES, mainThreadBreakdown } from './bench/main-thread.mjs'
import { table } from './bench/report.mjs'
import { median } from './bench/stats.mjs'
import { chromiumPath } from './test-tools.mjs'

const args = process.argv.slice(2)
const roundsAt = args.indexOf('--rounds')
const rounds = roundsAt === -1 ? 5 : Number(args.splice(roundsAt, 2)[1])
const urls = args
if (!Number.isInteger(rounds) || rounds < 1 || urls.length === 0 || !urls.every((url) => URL.canParse(url))) {
  console.error('usage: node scripts/main-thread.mjs [--rounds N] URL...')
  process.exit(2)
}
const TOP_NAMES = 12

/** One load's trace events. */
async function traceLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const events = []
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value))
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: TRACE_CATEGORIES }, transferMode: 'ReportEvents' })
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await page.waitForTimeout(1000)
    await cdp.send('Tracing.end')
    await complete
    return events
  } finally {
    await context.close()
  }
}

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
})
const loads = new Map(urls.map((url) => [url, []]))
try {
  // Interleaved, so that the machine's drift falls on every URL alike.
  for (let round = 0; round < rounds; round++) {
    for (const url of urls) loads.get(url).push(mainThreadBreakdown(await traceLoad(browser, url)))
  }
} finally {
  await browser.close()
}

const ms = (value) => (value === null ? '' : value.toFixed(1))
const columns = ['tasks', 'long', 'longCount', ...KINDS]
console.log(`Main thread while loading, ms, medians of ${rounds} interleaved loads (long: tasks of 10 ms or more, which Lighthouse's simulation keeps)\n`)
console.log(table(['url', ...columns], [...loads].map(([url, list]) => [url, ...columns.map((key) => ms(median(list.map((load) => load[key]))))])))

const names = new Set([...loads.values()].flatMap((list) => list.flatMap((load) => [...load.byName.keys()])))
const medianOf = (list, name) => median(list.map((load) => load.byName.get(name) ?? 0))
const lastUrl = urls.at(-1)
const top = [...names].sort((a, b) => medianOf(loads.get(lastUrl), b) - medianOf(loads.get(lastUrl), a)).slice(0, TOP_NAMES)
console.log(`\nOwn time by event, ms, medians (the ${TOP_NAMES} largest on the last URL)\n`)
console.log(table(['event', ...urls], top.map((name) => [name, ...urls.map((url) => ms(medianOf(loads.get(url), name)))])))
