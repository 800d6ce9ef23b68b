// The release's deployment id (next.config.mjs `deploymentId`). Next puts it on every asset URL
// (`?dpl=`), on the <html> element and on navigation responses: a tab opened on the old release
// that navigates on a server of the new one gets a full page load, not a client navigation
// against assets that no longer exist. The page cache keys its Redis entries with it too
// (lib/redis/cache-handler.mjs), so two releases sharing one Redis never serve each other's pages.
//
// In order: DEPLOYMENT_VERSION (set one per release, e.g. the git commit: docs/deploy.md);
// Next's own NEXT_DEPLOYMENT_ID; else `next build` makes a new one, and `npm start` reads the one
// its build was made with (Next writes the build's config to required-server-files.json), so
// every server started from one build directory agrees with the pages that build pre-rendered.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const BUILD = 'phase-production-build'
const SERVER = 'phase-production-server'

/**
 * @param {string} phase Next's config phase
 * @param {string} distDir the build directory, relative to `root`
 * @param {string} root the project directory
 * @returns {string | undefined} undefined in development (no releases there)
 */
export function deploymentId(phase, distDir, root = process.cwd()) {
  const given = process.env.DEPLOYMENT_VERSION?.trim() || process.env.NEXT_DEPLOYMENT_ID?.trim()
  if (given) return given
  if (phase === BUILD) {
    // Next passes NEXT_DEPLOYMENT_ID to the build's workers, which load this config again.
    const made = `r${Date.now().toString(36)}${randomBytes(4).toString('hex')}`
    process.env.NEXT_DEPLOYMENT_ID = made
    return made
  }
  if (phase === SERVER) {
    try {
      const files = JSON.parse(readFileSync(join(root, distDir, 'required-server-files.json'), 'utf8'))
      return files?.config?.deploymentId || undefined
    } catch {
      return undefined
    }
  }
  return undefined
}
