// npm run test:e2e: each Playwright project (playwright.config.ts) as a step of its own, so one
// failing project never skips the others; the build is made once and each step starts its server
// from a copy of it (e2e/support/build.mjs). Checks first that Redis, HAProxy and Chromium are
// here (scripts/test-tools.mjs). Prints each step's result with the tests it failed or found
// flaky (scripts/e2e-results.mjs), and exits non-zero when any step failed.
//
// Two lanes run side by side. Most of the side lane's time is waiting, by design: the slow-clients
// soaks last 60 s each and the outage step waits a minute for a page's revalidation (contract
// sections 11 and 6), so on two cores they cost the main lane little and save the suite about
// 4 minutes. The side lane has its own ports (E2E_PORT_BASE + 200), its own build directory
// (NEXT_DIST_DIR) and its own Playwright output; it starts once the main lane's first step has
// saved the build, and its output is printed when it ends. The main lane runs at a lower
// priority meanwhile (MAIN_LANE_NICENESS), so that the soaks time the server, not the browsers.
// With --project naming the steps of one lane only, they run one after the other as before.
//
//   npm run test:e2e                                every project
//   npm run test:e2e -- --project=outage            those projects only
//   npm run test:e2e -- e2e/blog.spec.ts --headed   other arguments go to each `playwright test`
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { setPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { wrongTestsIn } from './e2e-results.mjs'
import { atIdlePriority } from './idle-priority.mjs'

const PROJECTS = ['chromium', 'outage', 'archive', 'multi-instance', 'contact-outbox', 'hostile-traffic', 'releases', 'blog-lists', 'rolling-restart', 'slow-clients']
/** Steps that mostly wait (soaks, a revalidation period): they run beside the others. */
const SIDE_LANE = ['slow-clients', 'outage']
const SIDE_DIST_DIR = '.next-e2e-side'
const SIDE_PORT_OFFSET = 200
/**
 * The main lane's niceness while the side lane runs beside it, and it runs under SCHED_IDLE too
 * (idle-priority.mjs, which says why nice alone did not hold). The side lane's soaks time a
 * visitor's answers (under 1 s each, contract section 11): on two cores, the main lane's browsers
 * took the CPU long enough to make one answer over 1 s (a retry with the machine to itself:
 * 11 ms). What the soaks measure is the server, not the machine's load, so the main lane yields.
 */
const MAIN_LANE_NICENESS = 10

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

const steps = chosen.length > 0 ? PROJECTS.filter((name) => chosen.includes(name)) : PROJECTS
const side = steps.filter((name) => SIDE_LANE.includes(name))
const main = steps.filter((name) => !SIDE_LANE.includes(name))
const twoLanes = side.length > 0 && main.length > 0

const snapshot = mkdtempSync(join(tmpdir(), 'agency-e2e-build-'))
const sideLog = `${snapshot}-side.log`
const results = []

/** Where a step's Playwright writes its JSON report (playwright.config.ts, E2E_RESULTS_FILE). */
const resultsFileOf = (project) => `${snapshot}-${project}.json`

/**
 * One project in its own `playwright test`; resolves with its result once it has ended. With
 * `niceness`, it and what it starts (its server, its browsers) run at that lower priority, and
 * under SCHED_IDLE where the system has it.
 */
function runStep(project, env, stdio, niceness = 0) {
  const started = Date.now()
  const resultsFile = resultsFileOf(project)
  return new Promise((resolve) => {
    const command = ['npx', ['playwright', 'test', `--project=${project}`, ...rest]]
    const [program, programArgs] = niceness > 0 ? atIdlePriority(...command) : command
    const run = spawn(program, programArgs, {
      stdio,
      env: { ...process.env, E2E_BUILD_SNAPSHOT: snapshot, E2E_RESULTS_FILE: resultsFile, ...env },
    })
    // Set before `npx` has started anything: its children inherit it.
    if (niceness > 0 && run.pid) setPriority(run.pid, niceness)
    run.on('close', (code) => {
      const status = code ?? 1
      const wrong = status === 0 ? [] : wrongTestsIn(resultsFile)
      resolve({ project, status, wrong, seconds: Math.round((Date.now() - started) / 1000) })
    })
  })
}

async function runMainLane() {
  for (const project of twoLanes ? main : steps) {
    console.log(`\n=== e2e step: ${project} ===`)
    results.push(await runStep(project, {}, 'inherit', twoLanes ? MAIN_LANE_NICENESS : 0))
  }
}

async function runSideLane() {
  // The main lane's first step builds; this lane starts from that build, or builds its own
  // should that step end without one.
  while (!existsSync(join(snapshot, 'BUILD_ID')) && results.length === 0) await sleep(1000)
  const log = openSync(sideLog, 'w')
  const base = Number(process.env.E2E_PORT_BASE ?? 3100) + SIDE_PORT_OFFSET
  const env = { E2E_PORT_BASE: String(base), NEXT_DIST_DIR: SIDE_DIST_DIR, E2E_LANE: 'side' }
  const done = []
  for (const project of side) done.push(await runStep(project, env, ['ignore', log, log]))
  return done
}

try {
  const [, sideResults] = await Promise.all([runMainLane(), twoLanes ? runSideLane() : []])
  if (twoLanes) {
    console.log(`\n=== e2e side lane: ${side.join(', ')} (ran beside the steps above) ===`)
    process.stdout.write(readFileSync(sideLog, 'utf8'))
    results.push(...sideResults)
  }
} finally {
  for (const path of [snapshot, `${snapshot}.partial`, sideLog, SIDE_DIST_DIR, ...PROJECTS.map(resultsFileOf)]) rmSync(path, { recursive: true, force: true })
}

console.log('\n=== e2e steps ===')
for (const { project, status, seconds, wrong } of results) {
  console.log(`${status === 0 ? 'passed' : 'FAILED'}  ${project} (${seconds} s)`)
  for (const test of wrong) console.log(`  ${test.status}: ${test.name}\n    ${test.error}`)
}
const failed = results.filter((result) => result.status !== 0)
if (failed.length > 0) {
  console.log(`${failed.length} of ${results.length} steps failed: ${failed.map((result) => result.project).join(', ')}`)
  process.exit(1)
}
