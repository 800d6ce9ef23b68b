// npm run test:e2e: each Playwright project (playwright.config.ts) as a step of its own, one after
// the other, so one failing project never skips the others; the build is made once and each step
// starts its server from a copy of it (e2e/support/build.mjs). Checks first that Redis, HAProxy
// and Chromium are here (scripts/test-tools.mjs). Prints each step's result, and exits non-zero
// when any step failed.
//
//   npm run test:e2e                                every project
//   npm run test:e2e -- --project=outage            those projects only
//   npm run test:e2e -- e2e/blog.spec.ts --headed   other arguments go to each `playwright test`
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PROJECTS = ['chromium', 'outage', 'archive', 'multi-instance', 'contact-outbox', 'hostile-traffic', 'releases', 'blog-lists', 'rolling-restart', 'slow-clients']

const args = process.argv.slice(2)
const chosen = args.filter((arg) => arg.startsWith('--project=')).map((arg) => arg.slice('--project='.length))
const rest = args.filter((arg) => !arg.startsWith('--project='))
// A file or test filter leaves some projects with nothing to run: that step passes.
if (rest.some((arg) => !arg.startsWith('-'))) rest.push('--pass-with-no-tests')
const unknown = chosen.filter((name) => !PROJECTS.includes(name))
if (unknown.length > 0) {
  console.error(`Unknown project ${unknown.join(', ')}: one of ${PROJECTS.join(', ')}`)
  process.exit(2)
}

const tools = spawnSync(process.execPath, ['scripts/test-tools.mjs', 'e2e'], { stdio: 'inherit' })
if (tools.status !== 0) process.exit(tools.status ?? 1)

const snapshot = mkdtempSync(join(tmpdir(), 'agency-e2e-build-'))
const results = []
try {
  for (const project of chosen.length > 0 ? chosen : PROJECTS) {
    console.log(`\n=== e2e step: ${project} ===`)
    const started = Date.now()
    const run = spawnSync('npx', ['playwright', 'test', `--project=${project}`, ...rest], {
      stdio: 'inherit',
      env: { ...process.env, E2E_BUILD_SNAPSHOT: snapshot },
    })
    results.push({ project, status: run.status ?? 1, seconds: Math.round((Date.now() - started) / 1000) })
  }
} finally {
  rmSync(snapshot, { recursive: true, force: true })
}

console.log('\n=== e2e steps ===')
for (const { project, status, seconds } of results) console.log(`${status === 0 ? 'passed' : 'FAILED'}  ${project} (${seconds} s)`)
const failed = results.filter((result) => result.status !== 0)
if (failed.length > 0) {
  console.log(`${failed.length} of ${results.length} steps failed: ${failed.map((result) => result.project).join(', ')}`)
  process.exit(1)
}
