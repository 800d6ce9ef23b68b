// Requests per second and latency of one path under a fixed load, with autocannon.
import autocannon from 'autocannon'

/**
 * The two ways a page is asked for. `browser`: the Accept-Encoding every current browser sends
 * (Chromium's, Firefox's and Safari's all name gzip and br), so the server answers as it answers
 * visitors and crawlers; the budget is judged on it. `identity`: no Accept-Encoding, the raw
 * document on the wire, printed beside it: what the server costs when bytes alone are the load.
 */
export const ENCODINGS = {
  browser: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  identity: {},
}

/**
 * A short warm-up (module loading, JIT, the server's compressed copies), then `duration` seconds
 * at `connections`, asking as `encoding` (a key of ENCODINGS) does.
 */
export async function measureThroughput(origin, path, { duration, connections, warmup = 3 }, encoding = 'browser') {
  const url = `${origin}${path}`
  const headers = ENCODINGS[encoding]
  if (!headers) throw new Error(`unknown encoding ${encoding}`)
  if (warmup > 0) await autocannon({ url, headers, connections: 10, duration: warmup, timeout: 10 })
  const result = await autocannon({ url, headers, connections, duration, timeout: 10 })
  return {
    path,
    encoding,
    duration,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    // Bytes on the wire per answer, headers included: shows which encoding the server chose.
    bytesPerRequest: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : null,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors, // timeouts (> 10 s) included
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  }
}
