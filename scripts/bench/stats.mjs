// Small statistics over a list of numbers (null when the list is empty).
export function median(values) {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export function range(values) {
  return values.length === 0 ? { min: null, max: null } : { min: Math.min(...values), max: Math.max(...values) }
}
