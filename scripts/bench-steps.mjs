#!/usr/bin/env node
// What each change bought, measured in one run: `node scripts/bench-steps.mjs LABEL=DIR …`.
//
// Each DIR is a checkout of the site at one step of a change, already built (`next build` with
// NEXT_PUBLIC_SITE_URL=http://localhost:<its port> and empty CONTENTFUL_* variables, as the
// bench builds it). The script serves every build at once with its own production server, and
// the bench's bare page (bench/tmp/bare, built by `npm run bench`), and runs Lighthouse on the
// same pages of each, BENCH_RUNS rounds (default 3). In a round each page is measured on every
// step one after the other, the bare page just before, and the step measured first alternates
// (schedule.mjs `stepsSchedule`): this machine's speed drifts, and measuring one build's pages
// after the other's put the drift on one side of every comparison. It prints medians with
// min–max and each step's difference to the bare page, and writes bench/steps.json.
// Settings: STEPS_PAGES (comma list of paths, default /en,/en/services/seo,/en/blog).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startNext } from './next-server.mjs'
import { measureInOrder } from './bench/lighthouse.mjs'
import { stepsSchedule } from './bench/schedule.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const runs = Number(process.env.BENCH_RUNS ?? 3)
const paths = (process.env.STEPS_PAGES ?? '/en,/en/services/seo,/en/blog').split(',')
const steps = process.argv.slice(2).map((arg) => {
  const [label, dir] = arg.split('=')
  if (!label || !dir || !existsSync(join(dir, '.next/BUILD_ID'))) throw new Error(`${arg}: expected LABEL=DIR with a build in DIR/.next`)
  return { label, dir }
})
if (steps.length === 0) throw new Error('usage: node scripts/bench-steps.mjs LABEL=DIR [LABEL=DIR …]')
if (new Set(steps.map((step) => step.label)).size !== steps.length || steps.some((step) => step.label === 'bare')) {
  throw new Error('each step needs a label of its own, other than "bare"')
}

/** The port a build was made for, read from its canonical links. */
function builtPort(dir) {
  const html = readFileSync(join(dir, '.next/server/app/en.html'), 'utf8')
  const port = Number(/<link rel="canonical" href="http:\/\/localhost:(\d+)/.exec(html)?.[1])
  if (!port) throw new Error(`${dir}: not built for http://localhost:<port>`)
  return port
}

const cell = (figure) => (figure ? `${figure.median}${figure.min !== figure.max ? ` (${figure.min}–${figure.max})` : ''}` : 'n/a')

const BARE = { label: 'bare', path: '/' }
const bareDir = join(root, 'bench/tmp/bare')
const hasBare = existsSync(join(bareDir, '.next/BUILD_ID'))

// Every server for the whole run; an idle one costs no CPU.
const servers = new Map()
let results
let bare = null
try {
  const ports = steps.map(({ dir }) => builtPort(dir))
  if (new Set([...ports, 3549]).size !== ports.length + 1) throw new Error(`the builds must be made for different ports, other than 3549: ${ports.join(', ')}`)
  for (const [index, { label, dir }] of steps.entries()) {
    const script = existsSync(join(dir, 'scripts/server/start.mjs')) ? join(dir, 'scripts/server/start.mjs') : undefined
    servers.set(label, await startNext({ cwd: dir, port: ports[index], script, readyPath: '/en' }))
  }
  if (hasBare) servers.set(BARE.label, await startNext({ cwd: bareDir, port: 3549 }))

  const keyOf = ({ label, path }) => `${label} ${path}`
  const order = stepsSchedule(steps.map((step) => step.label), paths, runs, hasBare ? BARE : null)
  const summaries = await measureInOrder(order.map((run) => ({ key: keyOf(run), url: `${servers.get(run.label).origin}${run.path}` })))
  const pagesOf = (label, pagePaths) => pagePaths.map((path) => ({ path, lighthouse: summaries.get(keyOf({ label, path })) }))
  results = steps.map(({ label }) => ({ label, pages: pagesOf(label, paths) }))
  if (hasBare) bare = { label: BARE.label, pages: pagesOf(BARE.label, [BARE.path]) }
} finally {
  for (const server of servers.values()) await server.stop()
}

const bareOf = (key) => bare?.pages[0]?.lighthouse[key === 'performance' ? 'scores' : 'metrics']?.[key]?.median
const lines = ['| step | page | perf | TBT ms | LCP ms | FCP ms | TBT − bare | perf − bare | LCP − bare |', '|---|---|---|---|---|---|---|---|---|']
for (const step of [...results, ...(bare ? [bare] : [])]) {
  for (const page of step.pages) {
    const { scores, metrics } = page.lighthouse
    const diff = (value, key) => (bare && value != null ? `${value - bareOf(key) > 0 ? '+' : ''}${value - bareOf(key)}` : '')
    lines.push(
      `| ${step.label} | ${page.path} | ${cell(scores?.performance)} | ${cell(metrics?.tbt)} | ${cell(metrics?.lcp)} | ${cell(metrics?.fcp)} | ` +
        `${diff(metrics?.tbt?.median, 'tbt')} | ${diff(scores?.performance?.median, 'performance')} | ${diff(metrics?.lcp?.median, 'lcp')} |`,
    )
  }
}
writeFileSync(join(root, 'bench/steps.json'), `${JSON.stringify({ generatedAt: new Date().toISOString(), runs, results, bare }, null, 2)}\n`)
console.log(`\n${lines.join('\n')}\n\nWritten to bench/steps.json`)
process.exit(0)
