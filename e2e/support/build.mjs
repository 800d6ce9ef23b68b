// The end-to-end server's build, before `npm start` (playwright.config.ts, webServer). It starts
// from an empty data cache: Next reuses .next/cache/fetch-cache across builds, and a previous
// run's answers (posts its two-server test unpublished) would be pre-rendered into this one's
// pages. It also empties the suite server's contact outbox (argv[2]), so no earlier run's mail
// arrives.
//
// E2E_BUILD_SNAPSHOT (set by scripts/test-e2e.mjs, which runs each Playwright project as a step
// of its own): the first step saves the fresh build there, and the next steps start from a copy
// of it instead of building again. Each step still starts from the build as it was, never from
// what an earlier step's pages wrote into .next.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, rmSync } from 'node:fs'

const outboxDir = process.argv[2]
const snapshot = process.env.E2E_BUILD_SNAPSHOT
for (const dir of ['.next/cache/fetch-cache', outboxDir].filter(Boolean)) rmSync(dir, { recursive: true, force: true })

if (snapshot && existsSync(`${snapshot}/BUILD_ID`)) {
  rmSync('.next', { recursive: true, force: true })
  cpSync(snapshot, '.next', { recursive: true })
  console.log(`[e2e] the build of an earlier step (${snapshot})`)
} else {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
  if (snapshot) {
    rmSync(snapshot, { recursive: true, force: true })
    cpSync('.next', snapshot, { recursive: true })
  }
}
