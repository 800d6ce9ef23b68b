// The performance budgets of docs/performance.md, checked against one bench run.
const KIB = 1024

const lighthouse = (page) => page.lighthouse ?? {}
export const BUDGETS = [
  ...['accessibility', 'best-practices', 'seo'].map((category) => ({
    id: category,
    label: `Lighthouse ${category} 100 on every run`,
    value: (page) => lighthouse(page).scores?.[category]?.min ?? null,
    passes: (value) => value === 100,
  })),
  {
    id: 'performance',
    label: 'Lighthouse performance median ≥ 98',
    value: (page) => lighthouse(page).scores?.performance?.median ?? null,
    passes: (value) => value >= 98,
  },
  {
    id: 'cls',
    label: 'CLS median 0 (to 3 decimals)',
    value: (page) => lighthouse(page).metrics?.cls?.median ?? null,
    passes: (value) => value < 0.0005,
  },
  {
    id: 'tbt',
    label: 'TBT median ≤ 100 ms',
    value: (page) => lighthouse(page).metrics?.tbt?.median ?? null,
    passes: (value) => value <= 100,
  },
  {
    id: 'js',
    label: "JS gzip ≤ bare app's + 20 KiB",
    value: (page, bare) => (bare ? page.assets.js.gzip - bare.assets.js.gzip : null),
    passes: (value) => value <= 20 * KIB,
    format: (value) => `+${(value / KIB).toFixed(1)} KiB`,
  },
  {
    id: 'html',
    label: 'HTML gzip < 40 KiB',
    value: (page) => page.assets.html.gzip,
    passes: (value) => value < 40 * KIB,
    format: (value) => `${(value / KIB).toFixed(1)} KiB`,
  },
]

/** One verdict per budget: pass only when every page has a value and it is within budget. */
export function checkBudgets(pages, barePage) {
  return BUDGETS.map((budget) => {
    const values = pages.map((page) => ({ page: page.id, value: budget.value(page, barePage) }))
    const failures = values.filter(({ value }) => value === null || !budget.passes(value))
    const format = budget.format ?? String
    return {
      id: budget.id,
      label: budget.label,
      pass: failures.length === 0,
      values: values.map(({ page, value }) => ({ page, value, display: value === null ? 'no data' : format(value) })),
      failures: failures.map(({ page }) => page),
    }
  })
}
