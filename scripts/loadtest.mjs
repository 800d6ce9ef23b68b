#!/usr/bin/env node
// Load test of the production server: `npm run loadtest [-- /en /en/blog/some-post]`.
//
// Builds first when there is no build (.next/BUILD_ID), or always with LOADTEST_BUILD=1; starts
// the production server (`npm start`) on a free local port; by default targets the home page and
// the first post of the blog; warms each path for 5 s, then hits it with autocannon; prints
// requests/s, latency, errors and the server's resident memory before and after. Exits 1 on any
// error, timeout or non-2xx answer. Settings: LOADTEST_PATHS (comma-separated, when no path is
// given on the command line), LOADTEST_DURATION (seconds, 30), LOADTEST_CONNECTIONS (100),
// LOADTEST_TIMEOUT (seconds before a request counts as failed, 10).
import { existsSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { findPostSlug } from './bench/pages.mjs'
import { buildNext, freePort, SITE_BUILD, SITE_SERVER, startNext } from './next-server.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const cliPaths = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
const chosenPaths = cliPaths.length > 0 ? cliPaths : process.env.LOADTEST_PATHS?.split(',')
const duration = Number(process.env.LOADTEST_DURATION ?? 30)
const connections = Number(process.env.LOADTEST_CONNECTIONS ?? 100)
const timeout = Number(process.env.LOADTEST_TIMEOUT ?? 10)
const host = '127.0.0.1'

if (process.env.LOADTEST_BUILD === '1' || !existsSync(`${root}.next/BUILD_ID`)) {
  console.log('Building (no production build found, or LOADTEST_BUILD=1)…')
  await buildNext({ cwd: root, script: SITE_BUILD })
}

const port = await freePort({ host })
const server = await startNext({ cwd: root, port, hostname: host, script: SITE_SERVER, readyPath: '/en' })
const { origin } = server
const paths = chosenPaths ?? ['/en', `/en/blog/${await findPostSlug(origin)}`]

let failed = false
try {
  // Warm each route (module loading, JIT) so the first measurement is not the cold start.
  for (const path of paths) await autocannon({ url: `${origin}${path}`, connections: 10, duration: 5 })
  await sleep(3_000)
  const before = server.rssMiB()
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
      'max ms': result.latency.max,
      requests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      'RSS MiB': server.rssMiB(),
    })
  }
  // A fixed wait, not a forced GC: the server runs without --expose-gc, as in production.
  await sleep(5_000)
  const after = server.rssMiB()
  console.table(rows)
  console.log(`RSS before: ${before} MiB, after the runs and a 5 s settle: ${after} MiB`)
  if (failed) console.error('FAILED: errors, timeouts or non-2xx answers under load')
} catch (error) {
  console.error(error)
  failed = true
} finally {
  await server.stop()
}
process.exit(failed ? 1 : 0)
