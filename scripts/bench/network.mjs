// What one Lighthouse run fetched: its requests, the JavaScript transferred, and what started
// after the load event, read from the `network-requests` and `metrics` audits.

// Paths, not URLs, for the bench's own server: the port changes from run to run.
const localPath = (url) => (typeof url === 'string' ? url.replace(/^http:\/\/localhost:\d+(?=\/)/, '') : url)

/**
 * A React Server Component payload: what Next's router fetches to prefetch or navigate. The
 * audit keeps no request headers (`RSC: 1`, `Next-Router-Prefetch: 1`), so the `_rsc` cache-busting
 * query and the response type tell it.
 */
export function isRscPayload(item) {
  if (item.mimeType === 'text/x-component') return true
  try {
    return new URL(item.url).searchParams.has('_rsc')
  } catch {
    return /[?&]_rsc=/.test(item.url ?? '')
  }
}

/**
 * Start of each request on the `metrics` audit's clock (ms from navigation start). The
 * network-requests audit counts from its earliest request instead; both audits give their origin
 * in microseconds (debugData.networkStartTimeTs, observedTimeOriginTs), which aligns them.
 */
function clockOffset(networkAudit, observed) {
  const networkStart = networkAudit?.details?.debugData?.networkStartTimeTs
  const timeOrigin = observed?.observedTimeOriginTs
  return typeof networkStart === 'number' && typeof timeOrigin === 'number' ? (networkStart - timeOrigin) / 1000 : 0
}

/**
 * { requests, inline, scripts, jsTransfer (bytes), observedLoad (ms), afterLoad: [...], unwanted: [...] }
 * for one Lighthouse report (null without its network-requests audit). `requests` are those that
 * go over the network; `inline` counts the data: URLs Chromium also reports (the icons' CSS masks),
 * which Lighthouse's simulation charges 2 ms each and no round trip. `afterLoad` lists every
 * request sent after the load event; `unwanted` those of them nobody asked for on a page left alone: an RSC payload (a prefetch)
 * or a script chunk.
 */
export function networkFigures(lhr) {
  const audit = lhr.audits?.['network-requests']
  const items = Array.isArray(audit?.details?.items) ? audit.details.items : null
  if (!items) return null
  const isInline = (item) => typeof item.url === 'string' && item.url.startsWith('data:')
  const observed = lhr.audits?.metrics?.details?.items?.[0]
  const observedLoad = typeof observed?.observedLoad === 'number' ? observed.observedLoad : null
  const offset = clockOffset(audit, observed)
  const scripts = items.filter((item) => item.resourceType === 'Script')
  // Without the load time nothing can be said about after load: null, which the budget fails.
  const afterLoad =
    observedLoad === null
      ? null
      : items
          .map((item) => ({ item, start: (item.networkRequestTime ?? item.rendererStartTime) + offset }))
          .filter(({ start }) => Number.isFinite(start) && start > observedLoad)
          .map(({ item, start }) => ({
            url: localPath(item.url),
            resourceType: item.resourceType ?? null,
            mimeType: item.mimeType ?? null,
            startMs: Math.round(start),
            transferSize: item.transferSize ?? 0,
            rsc: isRscPayload(item),
          }))
  return {
    requests: items.filter((item) => !isInline(item)).length,
    inline: items.filter(isInline).length,
    scripts: scripts.length,
    jsTransfer: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    observedLoad: observedLoad === null ? null : Math.round(observedLoad),
    afterLoad,
    unwanted: afterLoad?.filter((request) => request.rsc || request.resourceType === 'Script') ?? null,
  }
}

/**
 * The requests sent after load over all runs: each URL once (with the runs it showed in), and the
 * worst run's count of unwanted ones (RSC payloads, scripts), which the after-load budget reads.
 */
export function summarizeAfterLoad(networks) {
  const known = networks.filter((network) => network?.afterLoad) // runs whose load time is known
  if (known.length === 0) return { unwantedMax: null, unwanted: [], other: [] }
  const byUrl = (key) => {
    const seen = new Map()
    networks.forEach((network, run) => {
      for (const request of network?.afterLoad ? network[key] : []) {
        if (!seen.has(request.url)) seen.set(request.url, { ...request, runs: [] })
        seen.get(request.url).runs.push(run + 1)
      }
    })
    return [...seen.values()]
  }
  const unwanted = byUrl('unwanted')
  const unwantedUrls = new Set(unwanted.map((request) => request.url))
  return {
    unwantedMax: Math.max(...known.map((network) => network.unwanted.length)),
    unwanted,
    other: byUrl('afterLoad').filter((request) => !unwantedUrls.has(request.url)),
  }
}
