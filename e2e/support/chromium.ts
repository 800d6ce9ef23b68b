import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/**
 * Which Chromium runs the tests: PLAYWRIGHT_CHROMIUM_PATH when set, else Playwright's own
 * browser where it is installed (a developer laptop), else Debian's (CI and this machine,
 * where Playwright cannot download one).
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH
  if (fromEnv) return fromEnv
  try {
    if (existsSync(chromium.executablePath())) return undefined
  } catch {
    // No bundled browser registered: fall through to the system one.
  }
  return '/usr/bin/chromium'
}

export { CHROMIUM_ARGS } from './chromium-flags.mjs'
