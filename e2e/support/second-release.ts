import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { deploymentId, RELEASE_ID_FILE } from '../../scripts/server/deployment-id.mjs'

/**
 * A second release of the tested build, made in seconds instead of a second `next build`: the
 * build directory copied to `.next/<name>` with its deployment id replaced everywhere it is
 * written (pre-rendered pages, payloads, client chunks, manifests, the config Next records in
 * manifests). What differs between two releases for the servers and the shared
 * cache is exactly that id (the cache keys, the `?dpl=` of every asset, the skew check); the
 * code being the same makes no difference to what the test checks. Its cache starts empty, as
 * a new release's does.
 */
export function copyAsRelease(name: string, from = '.next'): { oldId: string; newId: string; distDir: string } {
  // The id the build was made with (the servers of the copy get the new one as DEPLOYMENT_VERSION).
  let oldId: string | undefined
  try {
    oldId = readFileSync(join(from, RELEASE_ID_FILE), 'utf8').trim()
  } catch {
    oldId = deploymentId('phase-production-build', process.cwd())
  }
  if (!oldId) throw new Error(`${from} was built without a deployment id`)
  // Same length, so nothing that counts bytes (source maps, payload row lengths) moves.
  const newId = (oldId.startsWith('n') ? 'm' : 'n') + oldId.slice(1)
  const distDir = join(from, name)
  rmSync(distDir, { recursive: true, force: true })
  const oldBytes = Buffer.from(oldId)
  const newBytes = Buffer.from(newId)

  const copy = (source: string, target: string) => {
    mkdirSync(target, { recursive: true })
    for (const entry of readdirSync(source)) {
      const path = join(source, entry)
      if (source === from && (entry === 'cache' || entry === name)) continue
      if (statSync(path).isDirectory()) {
        copy(path, join(target, entry))
        continue
      }
      // The build's stored Brotli and gzip of its chunks (scripts/server/precompressed-assets.mjs)
      // hold the old id compressed, out of reach of the replacement: left out, the copy's server
      // compresses its chunks per request, as for a plain `next build`.
      if (/\.(br|gz)$/.test(entry)) continue
      const bytes = readFileSync(path)
      let at = bytes.indexOf(oldBytes)
      while (at !== -1) {
        newBytes.copy(bytes, at)
        at = bytes.indexOf(oldBytes, at + oldBytes.length)
      }
      writeFileSync(join(target, entry), bytes)
    }
  }
  copy(from, distDir)
  return { oldId, newId, distDir }
}
