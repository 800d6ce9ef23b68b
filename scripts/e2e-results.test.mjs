import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { wrongTests, wrongTestsIn } from './e2e-results.mjs'

const result = (status, message, location) => ({ status, ...(message ? { error: { message, location } } : {}) })
const spec = (title, line, status, results) => ({ title, line, file: 'blog.spec.ts', tests: [{ status, results }] })

// The shape of Playwright's JSON reporter: a suite per file, one per describe block within it.
const REPORT = {
  suites: [
    {
      title: 'blog.spec.ts',
      specs: [spec('lists posts', 3, 'expected', [result('passed')])],
      suites: [
        {
          title: 'freshness',
          specs: [
            spec('an edit shows within a minute', 12, 'unexpected', [
              result('failed', '\u001b[2mError: expect(received).toBe(expected)\u001b[22m\n\nExpected: 1', { file: '/repo/e2e/blog.spec.ts', line: 17, column: 5 }),
              result('failed', 'Error: the retry'),
            ]),
            spec('a draft stays hidden', 20, 'flaky', [result('timedOut', '\nTest timeout of 30000ms exceeded.'), result('passed')]),
            spec('a skipped one', 30, 'skipped', []),
          ],
        },
      ],
    },
  ],
  errors: [{ message: 'Error: Timed out waiting 120000ms from config.webServer.' }],
}

describe('the wrong tests of an e2e step', () => {
  it('names each failed and flaky test by file, line and titles, with its first error line (colours removed) and the line that threw', () => {
    expect(wrongTests(REPORT)).toEqual([
      { status: 'failed', name: 'blog.spec.ts:12 › freshness › an edit shows within a minute', error: 'Error: expect(received).toBe(expected) (at blog.spec.ts:17)' },
      { status: 'flaky', name: 'blog.spec.ts:20 › freshness › a draft stays hidden', error: 'Test timeout of 30000ms exceeded.' },
      { status: 'error', name: 'outside the tests', error: 'Error: Timed out waiting 120000ms from config.webServer.' },
    ])
  })

  it('finds nothing in a report where every test passed', () => {
    expect(wrongTests({ suites: [{ title: 'a.spec.ts', specs: [spec('passes', 1, 'expected', [result('passed')])] }], errors: [] })).toEqual([])
  })

  it('says so when a step wrote no report (it never started its tests)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'e2e-results-'))
    expect(wrongTestsIn(join(dir, 'none.json'))).toMatchObject([{ status: 'error', name: 'no report' }])
    writeFileSync(join(dir, 'report.json'), JSON.stringify(REPORT))
    expect(wrongTestsIn(join(dir, 'report.json'))).toHaveLength(3)
  })
})
