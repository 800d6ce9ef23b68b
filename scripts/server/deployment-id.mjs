// The release's deployment id (next.config.mjs `deploymentId`). Next puts it on every asset URL
// (`?dpl=`), on the <html> element and on navigation responses: a tab opened on the old release
// that navigates on a server of the new one gets a full page load, not a client navigation
// against assets that no longer exist. The page cache keys its Redis entries with it too
// (lib/redis/cache-handler.mjs), so two releases sharing one Redis never serve each other's pages.
//
// In order: DEPLOYMENT_VERSION (one per release, e.g. the git commit: docs/deploy.md); Next's
// documented NEXT_DEPLOYMENT_ID; else the checkout's git commit, which `next build` and
// `npm start` run in the same checkout agree on without reading anything the build wrote.
// Nothing of these (a build shipped without .git and without DEPLOYMENT_VERSION): no id, and a
// warning once, since releases sharing a Redis would then share its entries.
import { execFileSync } from 'node:child_process'

/** What a deployment id may hold (it goes into URLs and Redis keys). */
const SAFE = /^[A-Za-z0-9_-]{1,64}$/

function gitCommit(root) {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5_000 }).trim()
  } catch {
    return undefined
  }
}

let warned = false

/**
 * @param {string} phase Next's config phase
 * @param {string} root the project directory
 * @returns {string | undefined} undefined in development (no releases there)
 */
export function deploymentId(phase, root = process.cwd()) {
  if (phase === 'phase-development-server') return undefined
  const given = process.env.DEPLOYMENT_VERSION?.trim() || process.env.NEXT_DEPLOYMENT_ID?.trim()
  if (given) {
    if (!SAFE.test(given)) throw new Error(`DEPLOYMENT_VERSION must be 1 to 64 letters, digits, "-" or "_"; got ${JSON.stringify(given)}`)
    return given
  }
  const commit = gitCommit(root)
  if (commit && SAFE.test(`g${commit}`)) return `g${commit}`
  if (!warned) {
    warned = true
    console.warn('[deployment-id] no DEPLOYMENT_VERSION and no git checkout: this build has no deployment id; set DEPLOYMENT_VERSION (docs/deploy.md)')
  }
  return undefined
}
