// The order of the bench's Lighthouse runs. This machine's speed drifts within a run (Lighthouse's
// benchmarkIndex has moved 845-2,691 in one), so the bare page, which every budget's limit hangs
// on, is measured across the whole run rather than in one burst, and the pages are measured in
// rounds whose direction alternates, so the drift does not always fall on the same pages.

// The bare page again after every 5 site pages: 4 of its runs per round in a full run of 20 pages.
export const BARE_EVERY = 5

/**
 * The ids to measure, in order: `runs` rounds of every page once, even rounds (2, 4, …) in reverse
 * order; each round starts with `bareId` and has it again after every `every` pages, unless the
 * round ends there (the next one starts with it).
 */
export function lighthouseSchedule(pageIds, runs, bareId, every = BARE_EVERY) {
  // Several bare pages (an array) are measured one after the other wherever one would be.
  const bares = [bareId].flat()
  if (!Number.isInteger(runs) || runs < 1) throw new Error('runs must be a positive integer')
  if (!Number.isInteger(every) || every < 1) throw new Error('every must be a positive integer')
  const order = []
  for (let round = 1; round <= runs; round++) {
    const pages = round % 2 === 0 ? [...pageIds].reverse() : pageIds
    pages.forEach((id, index) => {
      if (index % every === 0) order.push(...bares)
      order.push(id)
    })
    if (pages.length === 0) order.push(...bares)
  }
  return order
}

/** How many times each id comes in `order`: the "n" of "run 2/n" in the bench's output. */
export function countRuns(order) {
  const counts = new Map()
  for (const id of order) counts.set(id, (counts.get(id) ?? 0) + 1)
  return counts
}

/**
 * The order of `bench-steps.mjs`'s runs: `runs` rounds; in each, every page is measured on every
 * step, one run after the other, with the bare page (when `bare` is given) just before them. The
 * steps' order alternates from page to page and from round to round, so the build measured first
 * is not always the same one: a steady drift of the machine's speed then falls on both sides of
 * each comparison. Returns `{ label, path }` in order.
 */
export function stepsSchedule(labels, paths, runs, bare = null) {
  if (!Number.isInteger(runs) || runs < 1) throw new Error('runs must be a positive integer')
  const order = []
  for (let round = 1; round <= runs; round++) {
    paths.forEach((path, index) => {
      if (bare) order.push(bare)
      const steps = (round + index) % 2 === 1 ? labels : [...labels].reverse()
      for (const label of steps) order.push({ label, path })
    })
  }
  return order
}
