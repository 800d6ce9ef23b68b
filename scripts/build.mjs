// npm run build: `next build` under one release id (scripts/server/deployment-id.mjs), written
// beside the build so that `npm start` serves it under that id even when the checkout has moved
// to another commit since, or ships without .git. Then each script and stylesheet of the build
// compressed once, for `npm start` to send as it is (server/precompressed-assets.mjs). Before
// the build, the stylesheet for browsers without scripts (stylesheet.mjs), whose address the
// pages carry (next.config.mjs, NOSCRIPT_STYLESHEET). Arguments go to `next build`.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { RELEASE_ID_FILE, releaseIdForBuild } from './server/deployment-id.mjs'
import { precompressBuild } from './server/precompressed-assets.mjs'
import { writeNoscriptStylesheet } from './stylesheet.mjs'

const id = releaseIdForBuild()
const noscriptStylesheet = await writeNoscriptStylesheet()
const build = spawnSync('npx', ['next', 'build', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, DEPLOYMENT_VERSION: id, NOSCRIPT_STYLESHEET: noscriptStylesheet },
})
if (build.status !== 0) process.exit(build.status ?? 1)
const distDir = process.env.NEXT_DIST_DIR || '.next'
writeFileSync(join(distDir, RELEASE_ID_FILE), `${id}\n`)
console.log(`[build] release ${id}`)
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
const compressed = await precompressBuild(distDir)
console.log(`[build] ${compressed.files} scripts and stylesheets compressed: ${kib(compressed.bytes)}, ${kib(compressed.brotli)} in Brotli`)
