#!/usr/bin/env node
// What a page's simulated LCP is made of: `node scripts/bench-lcp-graph.mjs URL … [--runs N]`.
//
// Runs Lighthouse as the bench does (mobile, simulated throttling, a fresh Chromium per run) on
// each URL of a server you started, and prints for each run the LCP and FCP, the LCP Lantern
// would simulate with the scripts, the font, or both left out of its graphs, and the requests
// the graph keeps with their simulated start and end (scripts/bench/lcp-graph.mjs). Rounds go
// through the URLs in turn, so a drift of the machine falls on every page alike.
import { parseArgs } from 'node:util'
import { runLighthouse } from './bench/lighthouse.mjs'
import { lcpGraph } from './bench/lcp-graph.mjs'

const { values, positionals: urls } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '1' } } })
if (urls.length === 0) throw new Error('usage: node scripts/bench-lcp-graph.mjs URL … [--runs N]')

for (let round = 1; round <= Number(values.runs); round++) {
  for (const url of urls) {
    let run
    try {
      run = await runLighthouse(url)
    } catch (error) {
      console.error(`${url} run ${round}: ${error.message}`) // a loaded machine sometimes loses the trace
      continue
    }
    const { lhr, artifacts } = run
    const graph = await lcpGraph(artifacts, lhr.configSettings)
    const fcp = Math.round(lhr.audits['first-contentful-paint'].numericValue)
    const without = Object.entries(graph.without).filter(([name]) => name !== 'none').map(([name, ms]) => `without ${name} ${ms}`)
    console.log(`${url} run ${round}: LCP ${graph.lcp} ms, FCP ${fcp} ms; ${without.join(', ')}`)
    for (const { request, start, end } of graph.requests) console.log(`  ${String(start).padStart(5)} → ${String(end).padStart(5)} ms  ${request}`)
  }
}
