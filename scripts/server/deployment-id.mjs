// The release's deployment id (next.config.mjs `deploymentId`). Next puts it on every asset URL
// (`?dpl=`), on the <html> element and on navigation responses: a tab opened on the old release
// that navigates on a server of the new one gets a full page load, not a client navigation
// against assets that no longer exist. The page cache keys its Redis entries with it too
// (lib/redis/cache-handler.mjs), so two releases sharing one Redis never serve each other's pages.
//
// In order: DEPLOYMENT_VERSION (one per release, e.g. the git commit: docs/deploy.md); Next's
// documented NEXT_DEPLOYMENT_ID; on a server, the id `npm run build` wrote beside its build
// (RELEASE_ID_FILE, our own file: scripts/build.mjs), so a server keeps its build's id whatever
// the checkout's commit is by then; else the checkout's git commit. Nothing of these (a plain
// `next build` shipped without .git): no id, and a warning once, since releases sharing a Redis
// would then share its entries.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

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

/** The file `npm run build` writes into the build's directory: the id it built under. */
export const RELEASE_ID_FILE = 'release-id'

// Read at run time: nothing for the build's file tracing to follow (lib/redis/cache-handler.mjs).
const distDir = (root) => join(/*turbopackIgnore: true*/ root, process.env.NEXT_DIST_DIR || '.next')

function given() {
  const value = process.env.DEPLOYMENT_VERSION?.trim() || process.env.NEXT_DEPLOYMENT_ID?.trim()
  if (value && !SAFE.test(value)) throw new Error(`DEPLOYMENT_VERSION must be 1 to 64 letters, digits, "-" or "_"; got ${JSON.stringify(value)}`)
  return value || undefined
}

function builtUnder(root) {
  try {
    const id = readFileSync(join(distDir(root), RELEASE_ID_FILE), 'utf8').trim()
    return SAFE.test(id) ? id : undefined
  } catch {
    return undefined
  }
}

/** The id a new build takes: the one given, else the checkout's commit, else a random one. */
export function releaseIdForBuild(root = process.cwd()) {
  const commit = gitCommit(root)
  return given() ?? (commit && SAFE.test(`g${commit}`) ? `g${commit}` : `b${randomBytes(6).toString('hex')}`)
}

/**
 * @param {string} phase Next's config phase
 * @param {string} root the project directory
 * @returns {string | undefined} undefined in development (no releases there)
 */
export function deploymentId(phase, root = process.cwd()) {
  if (phase === 'phase-development-server') return undefined
  const id = given() ?? (phase === 'phase-production-server' ? builtUnder(root) : undefined)
  if (id) return id
  const commit = gitCommit(root)
  if (commit && SAFE.test(`g${commit}`)) return `g${commit}`
  if (!warned) {
    warned = true
    console.warn('[deployment-id] no DEPLOYMENT_VERSION and no git checkout: this build has no deployment id; set DEPLOYMENT_VERSION (docs/deploy.md)')
  }
  return undefined
}
