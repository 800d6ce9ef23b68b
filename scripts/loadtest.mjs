#!/usr/bin/env node
// Load test of the production server: `npm run loadtest [-- /en /en/blog/some-post]`.
//
// Builds first when there is no build (.next/BUILD_ID), or always with LOADTEST_BUILD=1; starts
// `next start` on a free local port; warms each path for 5 s, then hits it with autocannon;
// prints requests/s, latency, errors and the server's resident memory before and after. Exits 1 on any error, timeout or
// non-2xx answer. Settings: LOADTEST_PATHS (comma-separated, when no path is given on the command
// line), LOADTEST_DURATION (seconds, 30), LOADTEST_CONNECTIONS (100), LOADTEST_TIMEOUT (seconds
// before a request counts as failed, 10).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const root = fileURLToPath(new URL('..', import.meta.url))
const cliPaths = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
const paths = cliPaths.length > 0 ? cliPaths : (process.env.LOADTEST_PATHS ?? '/en,/en/pricing').split(',')
const duration = Number(process.env.LOADTEST_DURATION ?? 30)
const connections = Number(process.env.LOADTEST_CONNECTIONS ?? 100)
const timeout = Number(process.env.LOADTEST_TIMEOUT ?? 10)
// localhost, not 127.0.0.1: Next 16 mishandles the proxy's rewrites on a loopback IP literal.
const host = 'localhost'

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, host, () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** The server process and its children (next start may fork the one that serves). */
function processTree(pid) {
  let children = []
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)
  } catch {
    return [pid]
  }
  return [pid, ...children.flatMap((child) => processTree(Number(child)))]
}

function rssMiB(pid) {
  let total = 0
  for (const member of processTree(pid)) {
    try {
      const kib = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${member}/status`, 'utf8'))?.[1]
      total += Number(kib ?? 0)
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return Math.round(total / 1024)
}

async function waitUntilUp(origin, server) {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}`)
    try {
      const response = await fetch(`${origin}${paths[0]}`, { redirect: 'manual' })
      await response.arrayBuffer()
      return
    } catch {
      await sleep(500)
    }
  }
  throw new Error('the server did not answer within 60 s')
}

if (process.env.LOADTEST_BUILD === '1' || !existsSync(`${root}.next/BUILD_ID`)) {
  console.log('Building (no production build found, or LOADTEST_BUILD=1)…')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const port = await freePort()
const origin = `http://${host}:${port}`
const server = spawn(process.execPath, [`${root}node_modules/next/dist/bin/next`, 'start', '-p', String(port), '-H', host], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM')
}
process.on('exit', stop)
process.on('SIGINT', () => process.exit(130))

let failed = false
try {
  await waitUntilUp(origin, server)
  // Warm each route (module loading, JIT) so the first measurement is not the cold start.
  for (const path of paths) await autocannon({ url: `${origin}${path}`, connections: 10, duration: 5 })
  await sleep(3_000)
  const before = rssMiB(server.pid)
  console.log(`Server ${origin} (pid ${server.pid}), RSS after warm-up: ${before} MiB`)
  console.log(`${connections} connections, ${duration} s per path\n`)

  const rows = []
  for (const path of paths) {
    const result = await autocannon({ url: `${origin}${path}`, connections, duration, timeout })
    // autocannon counts a timeout as an error too.
    const problems = result.errors + result.non2xx
    if (problems > 0) failed = true
    rows.push({
      path,
      'req/s (avg)': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      requests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      'RSS MiB': rssMiB(server.pid),
    })
  }
  // A fixed wait, not a forced GC: the server runs without --expose-gc, as in production.
  await sleep(5_000)
  const after = rssMiB(server.pid)
  console.table(rows)
  console.log(`RSS before: ${before} MiB, after the runs and a 5 s settle: ${after} MiB`)
  if (failed) console.error('FAILED: errors, timeouts or non-2xx answers under load')
} catch (error) {
  console.error(error)
  failed = true
} finally {
  stop()
}
process.exit(failed ? 1 : 0)
