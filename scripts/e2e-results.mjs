// What a step of `npm run test:e2e` got wrong, read from Playwright's JSON report
// (playwright.config.ts writes one when E2E_RESULTS_FILE is set). scripts/test-e2e.mjs prints
// these in its last lines: a CI log shows its tail only, and each step's own summary is far above.
import { existsSync, readFileSync } from 'node:fs'
import { basename } from 'node:path'

/** Playwright's statuses for a test that failed its run, once retries are counted. */
const WRONG = { unexpected: 'failed', flaky: 'flaky' }

/** The first line of an error, without the terminal's colours. */
function firstLine(message = '') {
  return message.replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim() !== '')?.trim() ?? ''
}

/**
 * An error's first line and, when Playwright knows it, the line of the test that threw: a test
 * has several assertions of the same kind, and the message alone does not say which one failed.
 */
function errorLine(error) {
  const line = firstLine(error?.message)
  const at = error?.location ? ` (at ${basename(error.location.file)}:${error.location.line})` : ''
  return line && line + at
}

/**
 * @param {any} report Playwright's JSON report
 * @returns {{ status: 'failed' | 'flaky' | 'error', name: string, error: string }[]}
 */
export function wrongTests(report) {
  const found = []
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const status = WRONG[test.status]
        if (!status) continue
        const error = test.results.map((result) => errorLine(result.error)).find(Boolean) ?? ''
        found.push({ status, name: `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`, error })
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  for (const file of report.suites ?? []) walk(file, [])
  // Errors outside any test: a web server that never started, a file that does not compile.
  for (const error of report.errors ?? []) found.push({ status: 'error', name: 'outside the tests', error: errorLine(error) })
  return found
}

/** The wrong tests of the report at `path`; one line saying so when the step left none. */
export function wrongTestsIn(path) {
  if (!existsSync(path)) return [{ status: 'error', name: 'no report', error: `the step wrote no ${path}` }]
  return wrongTests(JSON.parse(readFileSync(path, 'utf8')))
}
