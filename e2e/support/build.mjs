// The end-to-end server's build, before `npm start` (playwright.config.ts, webServer). It starts
// from an empty data cache: Next reuses the build directory's cache/fetch-cache across builds, and
// a previous run's answers (posts its two-server test unpublished) would be pre-rendered into this
// one's pages. It also empties the suite server's contact outbox (argv[2]), so no earlier run's
// mail arrives.
//
// E2E_BUILD_SNAPSHOT (set by scripts/test-e2e.mjs, which runs each Playwright project as a step
// of its own): the first step saves the fresh build there, and the next steps start from a copy
// of it instead of building again. Each step still starts from the build as it was, never from
// what an earlier step's pages wrote into its build directory. The snapshot appears whole or not
// at all (copied beside it, then renamed): a step of the other lane waits for it.
//
// NEXT_DIST_DIR: the build directory (.next unless set), so a lane running beside the first one
// (scripts/test-e2e.mjs) serves its own copy.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const outboxDir = process.argv[2]
const snapshot = process.env.E2E_BUILD_SNAPSHOT
const distDir = process.env.NEXT_DIST_DIR || '.next'
for (const dir of [join(distDir, 'cache/fetch-cache'), outboxDir].filter(Boolean)) rmSync(dir, { recursive: true, force: true })

if (snapshot && existsSync(join(snapshot, 'BUILD_ID'))) {
  rmSync(distDir, { recursive: true, force: true })
  cpSync(snapshot, distDir, { recursive: true })
  console.log(`[e2e] the build of an earlier step (${snapshot})`)
} else {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
  if (snapshot) {
    const partial = `${snapshot}.partial`
    rmSync(partial, { recursive: true, force: true })
    cpSync(distDir, partial, { recursive: true })
    rmSync(snapshot, { recursive: true, force: true })
    renameSync(partial, snapshot)
  }
}
