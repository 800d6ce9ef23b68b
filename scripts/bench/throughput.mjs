// Requests per second and latency of one path under a fixed load, with autocannon.
import autocannon from 'autocannon'

/** A short warm-up (module loading, JIT), then `duration` seconds at `connections`. */
export async function measureThroughput(origin, path, { duration, connections }) {
  const url = `${origin}${path}`
  await autocannon({ url, connections: 10, duration: 3, timeout: 10 })
  const result = await autocannon({ url, connections, duration, timeout: 10 })
  return {
    path,
    duration,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors, // timeouts (> 10 s) included
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  }
}
