import { afterEach, describe, expect, it } from 'vitest'
import { chromiumPath } from './test-tools.mjs'

describe('chromiumPath', () => {
  const saved = process.env.PLAYWRIGHT_CHROMIUM_PATH
  afterEach(() => {
    if (saved === undefined) delete process.env.PLAYWRIGHT_CHROMIUM_PATH
    else process.env.PLAYWRIGHT_CHROMIUM_PATH = saved
  })

  it('launches the Chromium PLAYWRIGHT_CHROMIUM_PATH names, before any other', () => {
    process.env.PLAYWRIGHT_CHROMIUM_PATH = '/opt/chrome-for-testing/chrome'
    expect(chromiumPath()).toBe('/opt/chrome-for-testing/chrome')
  })
})
