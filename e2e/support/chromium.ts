import { bundledChromium, toolPath } from '../../scripts/test-tools.mjs'

/**
 * Which Chromium runs the tests: PLAYWRIGHT_CHROMIUM_PATH when set, else Playwright's own
 * browser where it is installed (a developer laptop; undefined lets Playwright pick it), else a
 * system one on PATH (CI and this machine, where Playwright cannot download one).
 */
export function chromiumExecutable(): string | undefined {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return process.env.PLAYWRIGHT_CHROMIUM_PATH
  if (bundledChromium()) return undefined
  return toolPath('chromium')
}

export { CHROMIUM_ARGS } from './chromium-flags.mjs'
