// Lighthouse's loads (Chromium driven by a DevTools client) sometimes draw nothing for one or two
// seconds after the document is parsed, until a DevTools message wakes the page; Chromium started
// without a client never did (docs/performance.md, issue 41's twenty-fifth session). Lantern takes
// the late paint as the cut-off of what the paint waited for, so such a run tends to score a lower
// TBT: the report counts them beside each page's figures.
export const HELD_PAINT_MS = 500

/** How long after DOMContentLoaded the run's first contentful paint came, in ms (null if unknown). */
export function paintAfterParse(lhr) {
  const observed = lhr.audits?.metrics?.details?.items?.[0]
  const paint = observed?.observedFirstContentfulPaint
  const parsed = observed?.observedDomContentLoaded
  return typeof paint === 'number' && typeof parsed === 'number' ? Math.round(paint - parsed) : null
}
