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

/** Flags that keep Chromium quiet on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
]
