/** One slot of a pagination bar: a page number, or a gap ("…") between non-neighbouring pages. */
export type PageSlot = { kind: 'page'; n: number } | { kind: 'gap'; key: string }

/**
 * The windowed pagination of `count` pages seen from page `current`: the first and last pages,
 * the current one and its neighbours, and a gap wherever pages are left out. A bar of seven slots
 * at most, whatever the archive's size (every page stays reachable: from any page, the
 * neighbours lead on). A gap that would hide a single page shows that page instead.
 */
export function pageWindow(current: number, count: number): PageSlot[] {
  const wanted = new Set([1, count, current - 1, current, current + 1].filter((n) => n >= 1 && n <= count))
  const shown = [...wanted].sort((a, b) => a - b)
  const slots: PageSlot[] = []
  let previous = 0
  for (const n of shown) {
    if (n - previous === 2) slots.push({ kind: 'page', n: n - 1 })
    else if (n - previous > 2) slots.push({ kind: 'gap', key: `gap-${previous}` })
    slots.push({ kind: 'page', n })
    previous = n
  }
  return slots
}
