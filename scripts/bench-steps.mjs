#!/usr/bin/env node
// What each change bought, measured in one run: `node scripts/bench-steps.mjs LABEL=DIR …`.
//
// Each DIR is a checkout of the site at one step of a change, already built (`next build` with
// NEXT_PUBLIC_SITE_URL=http://localhost:<its port> and empty CONTENTFUL_* variables, as the
// bench builds it). The script serves the builds one after the other with their own production
// server, then the bench's bare page (bench/tmp/bare, built by `npm run bench`), and runs
// Lighthouse on the same pages of each, BENCH_RUNS times (default 3). It prints medians with
// min–max and each step's difference to the bare page, and writes bench/steps.json.
// Settings: STEPS_PAGES (comma list of paths, default /en,/en/services/seo,/en/blog).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startNext } from './next-server.mjs'
import { measureLighthouse } from './bench/lighthouse.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const runs = Number(process.env.BENCH_RUNS ?? 3)
const paths = (process.env.STEPS_PAGES ?? '/en,/en/services/seo,/en/blog').split(',')
const steps = process.argv.slice(2).map((arg) => {
  const [label, dir] = arg.split('=')
  if (!label || !dir || !existsSync(join(dir, '.next/BUILD_ID'))) throw new Error(`${arg}: expected LABEL=DIR with a build in DIR/.next`)
  return { label, dir }
})
if (steps.length === 0) throw new Error('usage: node scripts/bench-steps.mjs LABEL=DIR [LABEL=DIR …]')

/** The port a build was made for, read from its canonical links. */
function builtPort(dir) {
  const html = readFileSync(join(dir, '.next/server/app/en.html'), 'utf8')
  const port = Number(/<link rel="canonical" href="http:\/\/localhost:(\d+)/.exec(html)?.[1])
  if (!port) throw new Error(`${dir}: not built for http://localhost:<port>`)
  return port
}

async function measure(label, start, pagePaths) {
  const server = await start()
  try {
    const pages = []
    for (const path of pagePaths) {
      console.log(`${label} ${path}`)
      const lighthouse = await measureLighthouse(`${server.origin}${path}`, runs)
      pages.push({ path, lighthouse })
    }
    return { label, pages }
  } finally {
    await server.stop()
  }
}

const cell = (figure) => (figure ? `${figure.median}${figure.min !== figure.max ? ` (${figure.min}–${figure.max})` : ''}` : 'n/a')

const results = []
for (const { label, dir } of steps) {
  const script = existsSync(join(dir, 'scripts/server/start.mjs')) ? join(dir, 'scripts/server/start.mjs') : undefined
  results.push(await measure(label, () => startNext({ cwd: dir, port: builtPort(dir), script, readyPath: '/en' }), paths))
}
const bareDir = join(root, 'bench/tmp/bare')
const bare = existsSync(join(bareDir, '.next/BUILD_ID'))
  ? await measure('bare', () => startNext({ cwd: bareDir, port: 3549 }), ['/'])
  : null

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
