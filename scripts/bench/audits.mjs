// What Lighthouse says to fix, cut down from a report to what a developer needs to find it.
const clip = (text, length = 160) => {
  if (typeof text !== 'string') return undefined
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat
}
const MAX_ITEMS = 5
// Paths, not URLs, for the bench's own server: the port changes from run to run.
const localPath = (url) => (typeof url === 'string' ? url.replace(/^http:\/\/localhost:\d+(?=\/)/, '') : url)
const rounded = (value) => (typeof value === 'number' ? Math.round(value) : undefined)
const isScored = (audit) => ['numeric', 'binary', 'metricSavings'].includes(audit?.scoreDisplayMode)

/** The fields of a details item that point at the culprit: element, URL, message, savings. */
function describeItem(item) {
  // largest-contentful-paint-element and a few others nest a table per item.
  if (item.type === 'table' && Array.isArray(item.items)) return item.items[0] ? describeItem(item.items[0]) : {}
  const node = item.node?.type === 'node' ? item.node : item.type === 'node' ? item : undefined
  const source = typeof item.source === 'string' ? item.source : item.source?.type === 'node' ? undefined : item.source?.url
  const described = {
    selector: node?.selector,
    snippet: clip(node?.snippet, 120),
    explanation: clip(node?.explanation, 200),
    url: localPath(item.url ?? item.href ?? item.sourceLocation?.url ?? source),
    text: clip(item.text ?? item.description ?? item.issueType),
    wastedBytes: rounded(item.wastedBytes),
    totalBytes: rounded(item.totalBytes),
    wastedMs: rounded(item.wastedMs),
    // Diagnostics: bootup-time (total), mainthread-work-breakdown (group, duration), dom-size.
    label: item.groupLabel ?? item.statistic,
    ms: rounded(item.total ?? item.duration),
    value: typeof item.value === 'object' ? item.value?.value : item.value,
  }
  return Object.fromEntries(Object.entries(described).filter(([, value]) => value !== undefined && value !== ''))
}

function describeAudit(audit) {
  const items = Array.isArray(audit.details?.items) ? audit.details.items : []
  return {
    id: audit.id,
    title: audit.title,
    score: audit.score,
    displayValue: audit.displayValue,
    explanation: clip(audit.explanation, 240),
    itemCount: items.length,
    items: items.slice(0, MAX_ITEMS).map(describeItem),
  }
}

/** Audits scored below 1 in the given categories (accessibility, best practices, SEO). */
export function failingAudits(lhr, categoryIds) {
  return categoryIds.flatMap((categoryId) =>
    (lhr.categories[categoryId]?.auditRefs ?? [])
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ audit }) => isScored(audit) && audit.score !== null && audit.score < 1)
      .map(({ ref, audit }) => ({ category: categoryId, weight: ref.weight, ...describeAudit(audit) })),
  )
}

/** The performance audits below 1 that are not metrics, biggest estimated saving first. */
export function performanceOpportunities(lhr, limit = 8) {
  return (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => isScored(audit) && audit.score !== null && audit.score < 1)
    .map((audit) => ({
      ...describeAudit(audit),
      savingsMs: Math.round(audit.details?.overallSavingsMs ?? 0),
      savingsBytes: Math.round(audit.details?.overallSavingsBytes ?? 0),
      metricSavings: audit.metricSavings,
    }))
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes || a.score - b.score)
    .slice(0, limit)
}
