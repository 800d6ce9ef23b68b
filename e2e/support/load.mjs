// autocannon (as scripts/loadtest.mjs uses it) for specs, with the few fields they read typed
// in load.d.mts. Bounded: a duration, a connection count and a per-request timeout.
import autocannon from 'autocannon'

/** Starts the load; `statuses` counts answers by status code as they come. */
export function startLoad({ url, connections, durationSeconds, timeoutSeconds }) {
  const statuses = new Map()
  const instance = autocannon({ url, connections, duration: durationSeconds, timeout: timeoutSeconds })
  instance.on('response', (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1))
  const done = new Promise((resolve, reject) => instance.once('done', resolve).once('error', reject)).then((result) => ({
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    statuses: Object.fromEntries(statuses),
  }))
  return { done, stop: () => instance.stop() }
}
