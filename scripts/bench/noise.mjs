// How far a bench run can judge its own budgets: the bare page held to the limits it sets for the
// site. A site page's figure is the median of its few runs; the bare page's runs, taken as many at
// a time, give every median a page loading exactly as the bare page does could have drawn. The
// share of those medians past the limit is how often the budget fails a page for noise alone
// (issue 41's twenty-seventh session: on this host, a quarter of the time for TBT).
import { BUDGETS, baselineOf, budgetLimit, within } from './budgets.mjs'
import { median } from './stats.mjs'

/** Every choice of `size` values out of `values`, each as a new array. */
export function* choices(values, size, start = 0, picked = []) {
  if (picked.length === size) {
    yield picked
    return
  }
  for (let index = start; index <= values.length - (size - picked.length); index++) {
    yield* choices(values, size, index + 1, [...picked, values[index]])
  }
}

/**
 * For each budget judged on a median against a bare page (`runs` and `slack` in budgets.mjs), and
 * each bare page it is judged against (`baselines`: `{ bare, picture }`): how many medians of
 * `runsPerPage` of that bare page's runs miss its own limit, and the chance that every site page
 * judged against it passes if each loads as the bare page does (misses taken as independent).
 */
export function bareAgainstItself(sitePages, baselines, runsPerPage) {
  return BUDGETS
    .filter((budget) => budget.runs && budget.slack !== undefined)
    .flatMap((budget) =>
      Object.entries(baselines).flatMap(([name, page]) => {
        const judged = sitePages.filter((sitePage) => baselineOf(budget, sitePage) === name).length
        if (!page || judged === 0) return []
        const runs = budget.runs(page).filter(Number.isFinite)
        const { limit, text } = budgetLimit(budget, page)
        const entry = { id: budget.id, label: budget.label, baseline: name, runs, limit, text, judged }
        if (limit == null || runs.length < runsPerPage) return [{ ...entry, draws: 0, misses: 0 }]
        let draws = 0
        let misses = 0
        for (const draw of choices(runs, runsPerPage)) {
          draws++
          if (!within(budget, median(draw), limit)) misses++
        }
        return [{ ...entry, draws, misses, allPass: (1 - misses / draws) ** judged }]
      }),
    )
}

/** A share in per cent, never rounded to 0 or 100 when it is neither. */
function percent(share) {
  if (share > 0 && share < 0.001) return 'under 0.1 %'
  if (share < 1 && share > 0.995) return 'over 99.5 %'
  return `${share > 0 && share < 0.1 ? (share * 100).toFixed(1) : Math.round(share * 100)} %`
}

/** One line per entry, for the bench's report. */
export function noiseLines(entries, runsPerPage) {
  if (entries.length === 0) return ['- no bare page runs to draw from']
  return entries.map((entry) => {
    const page = entry.baseline === 'bare' ? 'the bare page' : `the bare ${entry.baseline} page`
    if (entry.draws === 0) return `- ${entry.label}: ${page} has ${entry.runs.length} runs, fewer than ${runsPerPage} or no limit; not drawn`
    return (
      `- ${entry.label}: of the ${entry.draws} medians of ${runsPerPage} among ${page}'s ${entry.runs.length} runs, ` +
      `${entry.misses} (${percent(entry.misses / entry.draws)}) miss its own limit, ${entry.text}; ` +
      `${entry.judged} pages loading as it does would all pass in ${percent(entry.allPass)} of bench runs`
    )
  })
}
