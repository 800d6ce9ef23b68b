// Build and start a Next.js app from a script (loadtest, bench), on this machine only.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { killGroup, killOnExit, rssMiB } from './child-processes.mjs'

// The repository's own next, also for an app in a subfolder (the bench's bare app).
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')

function isFree(port, host) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, host, () => server.close(() => resolve(true)))
  })
}

/**
 * A free TCP port: the first one from `from` to `to` (checked on every address, as `next start`
 * binds without -H), or one the system picks when no range is given.
 */
export async function freePort({ from, to = from + 99, host } = {}) {
  if (from === undefined) {
    return new Promise((resolve, reject) => {
      const server = createServer()
      server.once('error', reject)
      server.listen(0, host, () => {
        const { port } = server.address()
        server.close(() => resolve(port))
      })
    })
  }
  for (let port = from; port <= to; port++) if (await isFree(port, host)) return port
  throw new Error(`no free port from ${from} to ${to}`)
}

function nextProcess(args, { cwd, env, stdio, script = nextBin }) {
  // Own process group, so stopping it also stops the workers it forks.
  const child = spawn(process.execPath, [script, ...args], {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio,
    detached: true,
  })
  const forget = killOnExit(() => killGroup(child.pid))
  child.once('exit', forget)
  return child
}

/**
 * `next build` in `cwd`, or `node <script>` when a build script is given (the site's own,
 * SITE_BUILD); rejects on failure or after `timeoutMs` (the build is then killed).
 */
export function buildNext({ cwd, script, env = {}, timeoutMs = 15 * 60_000 }) {
  return new Promise((resolve, reject) => {
    const child = nextProcess(script ? [] : ['build'], { cwd, env, stdio: ['ignore', 'inherit', 'inherit'], script })
    const timer = setTimeout(() => killGroup(child.pid), timeoutMs)
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) resolve()
      else reject(new Error(`next build in ${cwd} failed (${signal ?? `exit ${code}`})`))
    })
  })
}

/** The site's build, what `npm run build` runs: `next build`, then its release id and compressed assets. */
export const SITE_BUILD = fileURLToPath(new URL('build.mjs', import.meta.url))

/** The site's production server, what `npm start` runs. */
export const SITE_SERVER = fileURLToPath(new URL('server/start.mjs', import.meta.url))

/**
 * `next start -p <port>` in `cwd`, or `node <script> -p <port>` when a server script is given
 * (plus `-H <hostname>` when given; with `next start`, never a loopback IP literal, with which
 * Next 16 answers the proxy's rewrites with 500); resolves once `readyPath` answers. Returns the
 * origin, the pid, the tree's resident memory and `stop()`.
 */
export async function startNext({ cwd, port, hostname, script, readyPath = '/', env = {}, readyTimeoutMs = 60_000 }) {
  // A server left on the port would answer the readiness check while ours exits, and be measured
  // in its place.
  if (!(await isFree(port, hostname))) throw new Error(`port ${port} is already in use; stop what listens there first`)
  const args = [...(script ? [] : ['start']), '-p', String(port), ...(hostname ? ['-H', hostname] : [])]
  const child = nextProcess(args, {
    cwd,
    script,
    env: { NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://${hostname ?? 'localhost'}:${port}`
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    killGroup(child.pid, 'SIGTERM')
    if (await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)])) return
    killGroup(child.pid, 'SIGKILL')
    await exited
  }

  const deadline = Date.now() + readyTimeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script ?? 'next start'} in ${cwd} exited with ${child.exitCode}`)
    try {
      const response = await fetch(`${origin}${readyPath}`, { redirect: 'manual', signal: AbortSignal.timeout(5_000) })
      await response.arrayBuffer()
      return { origin, pid: child.pid, rssMiB: () => rssMiB(child.pid), stop }
    } catch {
      await sleep(500)
    }
  }
  await stop()
  throw new Error(`${script ?? 'next start'} in ${cwd} did not answer within ${readyTimeoutMs / 1000} s`)
}
