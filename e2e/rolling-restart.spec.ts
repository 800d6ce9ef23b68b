import type { ChildProcess } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { toolPath } from '../scripts/test-tools.mjs'
import { startLoad } from './support/load.mjs'
import { ROLLING_PORTS } from './support/ports'
import { answers, isListening, Processes, waitFor } from './support/servers'

/**
 * A restart under load, as a rolling release does it (docs/deploy.md, "Releasing a new version (rolling)"): two `npm start`
 * servers of the tested build on one Redis behind HAProxy with deploy/haproxy.cfg, 50 connections
 * for 30 s, one server sent SIGTERM and started again mid-run. Not one visitor may notice.
 */
const HAPROXY = toolPath('haproxy')
const SITE = `http://127.0.0.1:${ROLLING_PORTS.haproxy}`
const REDIS_URL = `redis://127.0.0.1:${ROLLING_PORTS.redis}`
const processes = new Processes()

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('logs', { body: processes.text().slice(-30_000) })
})
test.afterAll(() => processes.stopAll())

const startSite = (port: number, name: string) => processes.site(port, { REDIS_URL }, name)
/** The requests to /en that HAProxy logged as sent to `server` (app1, app2) in `log`. */
const answeredBy = (server: string, log: string) => log.match(new RegExp(`servers/${server} .*"GET /en HTTP`, 'g'))?.length ?? 0
const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))))

test('a server restarted under load behind HAProxy: no error, no answer other than 2xx', async () => {
  test.setTimeout(180_000)
  processes.redis(ROLLING_PORTS.redis)
  await waitFor(() => isListening(ROLLING_PORTS.redis), 'redis-server')
  let first = startSite(ROLLING_PORTS.first, 'first')
  startSite(ROLLING_PORTS.second, 'second')
  for (const port of [ROLLING_PORTS.first, ROLLING_PORTS.second]) {
    await waitFor(() => answers(`http://127.0.0.1:${port}/healthz`), `server on ${port}`, 90_000, () => processes.text())
  }
  processes.start(HAPROXY, ['-db', '-f', 'deploy/haproxy.cfg'], {
    SITE_BIND: `127.0.0.1:${ROLLING_PORTS.haproxy}`,
    // The load comes from one address; the edge's per-address limit is for visitors, not this.
    EDGE_RATE_LIMIT: '1000000',
    EDGE_CONN_LIMIT: '1000',
    APP1: `127.0.0.1:${ROLLING_PORTS.first}`,
    APP2: `127.0.0.1:${ROLLING_PORTS.second}`,
  }, 'haproxy')
  await waitFor(() => answers(`${SITE}/en`), 'HAProxy', 20_000, () => processes.text())
  // Both servers in rotation (2 good checks, 1 s apart) and warm: one request after the other,
  // leastconn takes them in turns among servers in rotation, so each answers once both are in.
  await expect
    .poll(async () => {
      expect((await fetch(`${SITE}/en`)).status).toBe(200)
      return answeredBy('app1', processes.text()) > 0 && answeredBy('app2', processes.text()) > 0
    }, { timeout: 30_000 })
    .toBe(true)
  for (let i = 0; i < 20; i += 1) expect((await fetch(`${SITE}/en`)).status).toBe(200)

  const load = startLoad({ url: `${SITE}/en`, connections: 50, durationSeconds: 30, timeoutSeconds: 10 })

  // Mid-run, once the load reaches both servers (20 of its requests each, by HAProxy's log):
  // SIGTERM, the server drains and exits; started again on the same port.
  const beforeLoad = processes.text().length
  const loadOn = (server: string) => answeredBy(server, processes.text().slice(beforeLoad))
  await expect.poll(() => Math.min(loadOn('app1'), loadOn('app2')), { timeout: 20_000 }).toBeGreaterThanOrEqual(20)
  const stoppedAt = Date.now()
  first.kill('SIGTERM')
  const code = await exited(first)
  const stopSeconds = (Date.now() - stoppedAt) / 1000
  first = startSite(ROLLING_PORTS.first, 'first (restarted)')
  await waitFor(() => answers(`http://127.0.0.1:${ROLLING_PORTS.first}/healthz`), 'restarted server', 60_000, () => processes.text())
  const backSeconds = (Date.now() - stoppedAt) / 1000

  const result = await load.done
  console.log(`rolling restart: ${JSON.stringify(result)}; SIGTERM → exit ${stopSeconds.toFixed(1)} s (code ${code}), → healthy again ${backSeconds.toFixed(1)} s`)
  expect(code).toBe(0)
  expect(result.errors).toBe(0)
  expect(result.timeouts).toBe(0)
  expect(result.non2xx).toBe(0)
  expect(Object.keys(result.statuses)).toEqual(['200'])
  expect(result.requests).toBeGreaterThan(100)
  // The restarted server took requests again before the end of the run (HAProxy logs per server).
  expect(processes.text()).toMatch(/servers\/app1 .*"GET \/en HTTP/)
})
