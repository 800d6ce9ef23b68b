// What Lighthouse's simulated LCP is made of: the requests Lantern keeps in the LCP graphs, and
// the LCP it would simulate with some of them left out (scripts, the font). Lantern keeps every
// request that finished before the observed LCP, but a script only if it also started running
// before it; each kept request's bytes share the simulated 1.6 Mbit/s link.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js'

const isNetwork = (node) => node.type === 'network'
const isOfType = (type) => (node) => isNetwork(node) && node.request.resourceType === type

/** The requests to leave out of both graphs, by name; `none` is Lantern's own figure. */
export const LEFT_OUT = {
  none: () => false,
  scripts: isOfType('Script'),
  font: isOfType('Font'),
  'scripts and font': (node) => isOfType('Script')(node) || isOfType('Font')(node),
}

// Lantern's LCP estimate leaves out low-priority images, which are usually off screen.
const countsForLcp = (node) => !(isOfType('Image')(node) && /^(Low|VeryLow)$/.test(node.request.priority))

/** The LCP of a graph's simulation: when the last node that counts ends. */
export function lcpOfSimulation(nodeTimings) {
  let end = 0
  for (const [node, timing] of nodeTimings) if (countsForLcp(node)) end = Math.max(end, timing.endTime)
  return end
}

/** A request as printed: its type, priority, file name and bytes. */
export function describeRequest(request) {
  const name = new URL(request.url).pathname.split('/').pop() || '/'
  return `${request.resourceType} ${request.priority} ${name} ${(request.transferSize / 1024).toFixed(1)} KiB`
}

/**
 * From one Lighthouse run's artifacts and settings: the LCP Lantern simulates, the same with each
 * LEFT_OUT set left out of both graphs (Lantern averages the optimistic and pessimistic ones),
 * and the requests the optimistic graph keeps, by simulated end time.
 */
export async function lcpGraph(artifacts, settings) {
  const context = { computedCache: new Map(), settings }
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
  }
  const lcp = await LanternLargestContentfulPaint.request(data, context)
  const simulator = await LoadSimulator.request(data, context)
  const without = {}
  for (const [name, leaveOut] of Object.entries(LEFT_OUT)) {
    const estimates = [lcp.optimisticGraph, lcp.pessimisticGraph].map((graph) =>
      lcpOfSimulation(simulator.simulate(graph.cloneWithRelationships((node) => !leaveOut(node)), { label: name }).nodeTimings),
    )
    without[name] = Math.round((estimates[0] + estimates[1]) / 2)
  }
  const requests = [...lcp.optimisticEstimate.nodeTimings]
    .filter(([node]) => isNetwork(node))
    .sort((a, b) => a[1].endTime - b[1].endTime)
    .map(([node, timing]) => ({ request: describeRequest(node.request), start: Math.round(timing.startTime), end: Math.round(timing.endTime) }))
  return { lcp: Math.round(lcp.timing), without, requests }
}
