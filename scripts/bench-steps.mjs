#!/usr/bin/env node
// Measures builds of the site against each other in one interleaved run:
// `node scripts/bench-steps.mjs LABEL=REF[,revert=SHA…] …`. What a mechanism buys against its
// removal: `now=HEAD without-x=HEAD,revert=<the commit that added x>` (or, for one that was
// removed, `with-x=HEAD,revert=<the commit that removed it>`).
//
// Each REF is a git commit (built in bench/tmp/steps/LABEL, a detached worktree sharing this
// node_modules (hard links), with the named commits reverted, for its own port; BENCH_BUILD=0 reuses those
// builds) or a folder that already holds a build. Every build is served at once, with the bench's bare page (bench/tmp/bare, built
// by `npm run bench`), and Lighthouse runs on the same pages of each, simulated and applied
// throttling, BENCH_RUNS rounds (default 3). In a round each page is measured on every step one
// after the other, the bare page just before, and the step measured first alternates
// (schedule.mjs `stepsSchedule`): this machine's speed drifts, and measuring one build's pages
// after the other's put the drift on one side of every comparison. Prints medians with min–max
// and each step's difference to the bare page; writes bench/results/steps.json. Before Lighthouse,
// each step's sizes: every page's document (raw, gzip, React's payload in it) and stylesheet, and
// the payload of client navigations (navigation.mjs: /en → a service, /en → about, /en/blog → a
// post). Builds the bare app when bench/tmp/bare has none.
// Settings: STEPS_PAGES (comma list of paths, default /en,/en/services/seo,/fr/blog), BENCH_RUNS,
// BENCH_BUILD=0, BENCH_CPU_SLOWDOWN (lighthouse.mjs).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildNext, startNext } from './next-server.mjs'
import { measureAssets } from './bench/assets.mjs'
import { isBuilt, writeBareApp } from './bench/bare-app.mjs'
import { cpuSlowdown, measureInOrder } from './bench/lighthouse.mjs'
import { measureNavigations, navigations } from './bench/navigation.mjs'
import { findSlugs } from './bench/pages.mjs'
import { median } from './bench/stats.mjs'
import { stepsSchedule } from './bench/schedule.mjs'
import { FIRST_PORT, siteEnv } from './bench/site-build.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const runs = Number(process.env.BENCH_RUNS ?? 3)
const paths = (process.env.STEPS_PAGES ?? '/en,/en/services/seo,/fr/blog').split(',')
const BARE = { label: 'bare', path: '/' }
const BARE_PORT = FIRST_PORT + 49
const steps = process.argv.slice(2).map((arg, index) => {
  const [label, spec = ''] = arg.split(/=(.*)/s)
  const [ref, ...options] = spec.split(',')
  const reverts = options.map((option) => /^revert=(\S+)$/.exec(option)?.[1])
  if (!label || !ref || label === BARE.label || reverts.some((sha) => !sha)) {
    throw new Error(`${arg}: expected LABEL=REF[,revert=SHA…] (REF a git commit or a built folder), LABEL not "bare"`)
  }
  return { label, ref, reverts, port: FIRST_PORT + 10 + index }
})
if (steps.length === 0) throw new Error('usage: node scripts/bench-steps.mjs LABEL=REF [LABEL=REF …]')
if (new Set(steps.map((step) => step.label)).size !== steps.length) throw new Error('each step needs a label of its own')

/** The folder holding the step's build: the folder given, or a worktree of the commit, built. */
async function prepare(step) {
  // Absolute: the server is started with the folder as its working directory.
  if (existsSync(join(step.ref, '.next/BUILD_ID'))) return resolve(step.ref)
  const dir = join(root, 'bench/tmp/steps', step.label)
  const built = existsSync(join(dir, '.next/BUILD_ID'))
  if (built && process.env.BENCH_BUILD === '0') return dir
  // Resolved here: in the step's worktree, `HEAD` would name the commit that worktree holds.
  const commit = execFileSync('git', ['rev-parse', '--verify', `${step.ref}^{commit}`], { cwd: root, encoding: 'utf8' }).trim()
  if (!existsSync(dir)) {
    mkdirSync(join(root, 'bench/tmp/steps'), { recursive: true })
    execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: root, stdio: 'inherit' })
    // Hard links, not a symlink: Turbopack resolves packages only inside the project's root
    // (the worktree), and a symlink leading out of it fails the build ("Could not find the
    // Next.js package"). Linking costs a second and no disk.
    execFileSync('cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')])
  } else {
    execFileSync('git', ['checkout', '--force', '--detach', commit], { cwd: dir, stdio: 'inherit' })
  }
  for (const sha of step.reverts) execFileSync('git', ['revert', '--no-commit', sha], { cwd: dir, stdio: 'inherit' })
  console.log(`Building ${step.label} (${[step.ref, ...step.reverts.map((sha) => `revert ${sha}`)].join(', ')}) for http://localhost:${step.port}…`)
  buildWithOwnNext(dir, siteEnv(step.port))
  return dir
}

/**
 * `next build` in a step's worktree with that worktree's own Next, not this checkout's (as
 * buildNext would): its app modules resolve React from its own node_modules, and Next from here
 * brought a second copy of React into the pre-render, which stopped the build on /_global-error
 * ("Cannot read properties of null (reading 'useContext')"), inlined stylesheet or not.
 */
function buildWithOwnNext(dir, env) {
  const bin = createRequire(join(dir, 'package.json')).resolve('next/dist/bin/next')
  execFileSync(process.execPath, [bin, 'build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: 15 * 60_000,
  })
}

const cell = (figure) => (figure ? `${figure.median}${figure.min !== figure.max ? ` (${figure.min}–${figure.max})` : ''}` : 'n/a')
const bareDir = join(root, 'bench/tmp/bare')
if (!isBuilt(bareDir)) {
  writeBareApp(bareDir, root)
  console.log('Building the bare app in bench/tmp/bare…')
  await buildNext({ cwd: bareDir })
}
const hasBare = isBuilt(bareDir)

/** Sizes of one step's pages and client navigations, measured before any Lighthouse run. */
async function measureStepSizes(origin) {
  const cache = new Map()
  const pages = []
  for (const path of paths) {
    const { html, css } = await measureAssets(origin, path, cache)
    pages.push({ path, html, css: { count: css.count, raw: css.raw, gzip: css.gzip } })
  }
  const slugs = await findSlugs(origin, ['post'])
  return { pages, navigations: await measureNavigations(origin, navigations(slugs)) }
}

// Every server for the whole run; an idle one costs no CPU.
const servers = new Map()
let results
let bare = null
try {
  for (const step of steps) {
    const dir = await prepare(step)
    const script = existsSync(join(dir, 'scripts/server/start.mjs')) ? join(dir, 'scripts/server/start.mjs') : undefined
    servers.set(step.label, await startNext({ cwd: dir, port: step.port, script, readyPath: '/en', env: siteEnv(step.port) }))
  }
  if (hasBare) servers.set(BARE.label, await startNext({ cwd: bareDir, port: BARE_PORT }))
  for (const step of steps) {
    console.log(`Sizes of ${step.label}`)
    step.sizes = await measureStepSizes(servers.get(step.label).origin)
  }

  const keyOf = ({ label, path }) => `${label} ${path}`
  const order = stepsSchedule(steps.map((step) => step.label), paths, runs, hasBare ? BARE : null)
  const summaries = await measureInOrder(order.map((run) => ({ key: keyOf(run), url: `${servers.get(run.label).origin}${run.path}` })))
  const pagesOf = (label, pagePaths) => pagePaths.map((path) => ({ path, ...summaries.get(keyOf({ label, path })) }))
  results = steps.map(({ label, ref, reverts, sizes }) => ({ label, ref, reverts, sizes, pages: pagesOf(label, paths) }))
  if (hasBare) bare = { label: BARE.label, pages: pagesOf(BARE.label, [BARE.path]) }
} finally {
  for (const server of servers.values()) await server.stop()
}

const FIGURES = [
  ['LCP applied', (page) => page.devtools?.metrics?.lcp],
  ['LCP sim.', (page) => page.simulate?.metrics?.lcp],
  ['TBT', (page) => page.simulate?.metrics?.tbt],
  ['perf', (page) => page.simulate?.scores?.performance],
  ['CLS applied', (page) => page.devtools?.metrics?.cls],
]
const bareFigure = (pick) => (bare ? pick(bare.pages[0])?.median : undefined)
const lines = [
  `| step | page | ${FIGURES.map(([name]) => name).join(' | ')} | ${FIGURES.map(([name]) => `${name} − bare`).join(' | ')} | paint held |`,
  `|---|---|${FIGURES.map(() => '---|---|').join('')}---|`,
]
for (const step of [...results, ...(bare ? [bare] : [])]) {
  for (const page of step.pages) {
    const values = FIGURES.map(([, pick]) => pick(page))
    const diffs = FIGURES.map(([, pick], i) => {
      const base = bareFigure(pick)
      const value = values[i]?.median
      // Rounded as the figures are (CLS to three decimals), not to a float's last digit.
      const difference = Math.round((value - base) * 1000) / 1000
      return base == null || value == null ? '' : `${difference > 0 ? '+' : ''}${difference}`
    })
    // The simulated runs whose first paint Lighthouse's own load held (held-paint.mjs): they score a lower TBT.
    const held = page.simulate ? `${page.simulate.heldPaints}/${page.simulate.perRun.length}` : 'n/a'
    lines.push(`| ${step.label} | ${page.path} | ${values.map(cell).join(' | ')} | ${diffs.join(' | ')} | ${held} |`)
  }
}
const kib = (bytes) => (bytes / 1024).toFixed(1)
const sizeLines = [
  '| step | page | HTML KiB raw / gzip | payload in it, raw / gzip | stylesheets (files) raw / gzip |',
  '|---|---|---|---|---|',
  ...results.flatMap(({ label, sizes }) =>
    sizes.pages.map(({ path, html, css }) =>
      `| ${label} | ${path} | ${kib(html.raw)} / ${kib(html.gzip)} | ${kib(html.payload.raw)} / ${kib(html.payload.gzip)} | ${kib(css.raw)} / ${kib(css.gzip)} (${css.count}) |`,
    ),
  ),
  '',
  '| step | client navigation | RSC requests | raw / gzip KiB | a full load, not a client navigation |',
  '|---|---|---|---|---|',
  ...results.flatMap(({ label, sizes }) =>
    sizes.navigations.map((nav) => `| ${label} | ${nav.from} → ${nav.to} | ${nav.requests} | ${kib(nav.raw)} / ${kib(nav.gzip)} | ${nav.client ? '' : 'yes'} |`),
  ),
]
const indexes = [...results, ...(bare ? [bare] : [])].flatMap((step) =>
  step.pages.flatMap((page) => [page.simulate, page.devtools].flatMap((summary) => summary?.perRun?.map((run) => run.benchmarkIndex) ?? [])),
)
const environment = { benchmarkIndex: { median: median(indexes), min: Math.min(...indexes), max: Math.max(...indexes) }, cpuSlowdown: 4 * cpuSlowdown() }
mkdirSync(join(root, 'bench/results'), { recursive: true })
writeFileSync(join(root, 'bench/results/steps.json'), `${JSON.stringify({ generatedAt: new Date().toISOString(), runs, environment, results, bare }, null, 2)}\n`)
console.log(
  `\nbenchmarkIndex ${environment.benchmarkIndex.median} (${environment.benchmarkIndex.min}–${environment.benchmarkIndex.max}), CPU slowdown ${environment.cpuSlowdown}×\n\n${lines.join('\n')}\n\n${sizeLines.join('\n')}\n\n` +
    'LCP applied is the one to judge (docs/performance.md). Written to bench/results/steps.json',
)
process.exit(0)
