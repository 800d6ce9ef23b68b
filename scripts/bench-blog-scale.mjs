// npm run bench:blog-scale [-- 14 1000 5000]: does the blog stay flat as the archive grows
// (issue 39, "Measure")? For each archive size, the local Contentful stand-in
// (e2e/support/contentful-stand-in.mjs) serves that many posts (14: the suite's fixtures alone;
// N: the fixtures plus N generated ones, fixtures/archive.mjs), a clean `npm run build` goes into
// a dist dir of its own (removed afterwards), `npm start` serves it, and /en/blog and /fr/blog
// are fetched. One table: build time, dist size, Contentful requests during the build, the
// busiest second, the list pages' HTML raw and gzip.
//
// Loopback only; ports from BENCH_PORT_BASE (or E2E_PORT_BASE, default 5700) to +60. Every step
// has a deadline, and every process started is killed when the script ends, however it ends.
import { spawn } from 'node:child_process'
import { lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { killGroup, killOnExit } from './child-processes.mjs'
import { freePort, SITE_SERVER, startNext } from './next-server.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const DEFAULT_SIZES = [14, 1000, 5000]
/** The fixtures' own archive: the stand-in without STAND_IN_ARCHIVE. */
const FIXTURES = 14
const SPACE = 'benchscale'
const BUILD_TIMEOUT_MS = Number(process.env.BENCH_BUILD_TIMEOUT_MS ?? 20 * 60_000)
const FETCH_TIMEOUT_MS = 60_000
const PAGES = ['/en/blog', '/fr/blog']

/** Archive sizes from the command line ("1000", "1_000", "5k"); the defaults when none. */
export function parsePostCounts(args) {
  if (args.length === 0) return DEFAULT_SIZES
  return args.map((arg) => {
    const match = /^(\d+(?:_\d{3})*)(k?)$/i.exec(arg.trim())
    if (!match) throw new Error(`not a post count: ${JSON.stringify(arg)} (e.g. 14, 1000, 5k)`)
    const count = Number(match[1].replaceAll('_', '')) * (match[2] ? 1000 : 1)
    if (count < FIXTURES) throw new Error(`post count ${count}: at least the ${FIXTURES} fixtures`)
    return count
  })
}

/** Bytes as KiB or MiB, one decimal. */
export function formatBytes(bytes) {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`
}

/** One row per archive size, as a Markdown table (prints readably in a terminal too). */
export function formatTable(rows) {
  const header = ['posts', 'build', 'dist dir', 'Contentful requests (build)', 'peak req/s (arrived, served)', ...PAGES.map((page) => `${page} raw (gzip)`)]
  const lines = rows.map((row) => [
    row.posts.toLocaleString('en-US'),
    `${(row.buildMs / 1000).toFixed(0)} s`,
    formatBytes(row.distBytes),
    row.requests,
    `${row.peak.arrived}, ${row.peak.served}`,
    ...PAGES.map((page) => {
      const html = row.pages[page]
      return html ? `${formatBytes(html.raw)} (${formatBytes(html.gzip)})` : 'n/a'
    }),
  ])
  return [header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n')
}

/** Bytes the files under `dir` hold (symlinks not followed). */
function dirBytes(dir) {
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    total += entry.isDirectory() ? dirBytes(path) : lstatSync(path).size
  }
  return total
}

/** A child in its own process group, killed when the script ends. */
function startChild(args, env, name) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  const forget = killOnExit(() => killGroup(child.pid))
  child.once('exit', forget)
  let tail = ''
  const keep = (chunk) => (tail = (tail + chunk).slice(-4000))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  return { child, name, tail: () => tail, stop: () => killGroup(child.pid) }
}

async function getJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return response.json()
}

async function waitForHealth(origin, standIn) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (standIn.child.exitCode !== null) throw new Error(`the stand-in exited: ${standIn.tail()}`)
    try {
      await getJson(`${origin}/__health`)
      return
    } catch {
      await sleep(250)
    }
  }
  throw new Error(`the stand-in did not answer within 60 s: ${standIn.tail()}`)
}

function build(env) {
  const run = startChild(['scripts/build.mjs'], env, 'build')
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => run.stop(), BUILD_TIMEOUT_MS)
    run.child.once('exit', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) resolve()
      else reject(new Error(`build failed (${signal ?? `exit ${code}`}):\n${run.tail()}`))
    })
  })
}

async function measure(posts, ports) {
  const standInOrigin = `http://127.0.0.1:${ports.contentful}`
  const distDir = `.next-bench-scale-${posts}`
  const outboxDir = mkdtempSync(join(tmpdir(), 'bench-scale-outbox-'))
  const standIn = startChild(['e2e/support/contentful-stand-in.mjs'], {
    STAND_IN_PORT: String(ports.contentful),
    STAND_IN_SPACE: SPACE,
    ...(posts === FIXTURES ? {} : { STAND_IN_ARCHIVE: JSON.stringify({ posts: posts - FIXTURES }) }),
  }, 'stand-in')
  // `next build` with another dist dir adds that dir's types to tsconfig.json: put it back.
  const tsconfig = readFileSync(join(ROOT, 'tsconfig.json'), 'utf8')
  let server
  try {
    await waitForHealth(standInOrigin, standIn)
    const env = {
      NEXT_DIST_DIR: distDir,
      NEXT_PUBLIC_SITE_URL: 'https://www.example.test',
      CONTENTFUL_SPACE_ID: SPACE,
      CONTENTFUL_ACCESS_TOKEN: 'e2e-delivery-token',
      CONTENTFUL_PREVIEW_ACCESS_TOKEN: 'e2e-preview-token',
      CONTENTFUL_PREVIEW_SECRET: 'bench-preview-secret',
      CONTENTFUL_HOST: `127.0.0.1:${ports.contentful}`,
      CONTENTFUL_INSECURE: 'true',
      CONTENTFUL_REVALIDATE_SECRET: 'bench-revalidate-secret',
      CONTENTFUL_WEBHOOK_SIGNING_SECRET: 'bench-webhook-secret',
      TRUSTED_PROXIES: 'loopback',
      CONTACT_OUTBOX_DIR: outboxDir,
      NEXT_TELEMETRY_DISABLED: '1',
    }
    rmSync(join(ROOT, distDir), { recursive: true, force: true })
    const startedAt = Date.now()
    console.log(`[bench:blog-scale] ${posts} posts: building into ${distDir}`)
    await build(env)
    const buildMs = Date.now() - startedAt
    // The stand-in keeps its last 4,001 to 5,000 requests: beyond 4,000 the count is a floor.
    const logged = (await getJson(`${standInOrigin}/__requests?since=${startedAt}`)).length
    const requests = logged > 4000 ? `> 4,000` : String(logged)
    const peak = await getJson(`${standInOrigin}/__peak?since=${startedAt}`)
    const distBytes = dirBytes(join(ROOT, distDir))

    server = await startNext({ cwd: ROOT, port: ports.app, hostname: 'localhost', script: SITE_SERVER, readyPath: '/en', env, readyTimeoutMs: 120_000 })
    const pages = {}
    for (const page of PAGES) {
      const response = await fetch(`${server.origin}${page}`, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
      const html = Buffer.from(await response.arrayBuffer())
      if (response.status !== 200) throw new Error(`${page}: ${response.status}`)
      pages[page] = { raw: html.length, gzip: gzipSync(html).length }
    }
    return { posts, buildMs, distBytes, requests, peak, pages }
  } finally {
    await server?.stop()
    standIn.stop()
    rmSync(join(ROOT, distDir), { recursive: true, force: true })
    writeFileSync(join(ROOT, 'tsconfig.json'), tsconfig)
    rmSync(outboxDir, { recursive: true, force: true })
  }
}

async function main() {
  const sizes = parsePostCounts(process.argv.slice(2))
  const base = Number(process.env.BENCH_PORT_BASE ?? process.env.E2E_PORT_BASE ?? 5700)
  const ports = {
    contentful: await freePort({ from: base, to: base + 29, host: '127.0.0.1' }),
    app: await freePort({ from: base + 30, to: base + 60 }),
  }
  const rows = []
  for (const posts of sizes) {
    rows.push(await measure(posts, ports))
    console.log(formatTable(rows.slice(-1)))
  }
  console.log(`\n${formatTable(rows)}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error)
      process.exit(1)
    },
  )
}
