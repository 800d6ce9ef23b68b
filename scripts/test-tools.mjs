// Where the tests find the programs they start beside the site: Redis (unit tests, and the
// multi-instance, contact-outbox, hostile-traffic, releases, blog-lists, rolling-restart and
// slow-clients steps), HAProxy (rolling restart, slow clients) and Chromium (every end-to-end
// test). Each is the path in its variable when set, else the first on PATH (or
// in the system folders a login shell may leave off PATH). `node scripts/test-tools.mjs [unit|e2e]`
// checks them before a run and names what to install (npm test does it first).
import { accessSync, constants, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const TOOLS = {
  redis: {
    variable: 'REDIS_SERVER_PATH',
    names: ['redis-server'],
    install: 'Redis: `brew install redis` (macOS), `apt-get install redis-server` (Debian, Ubuntu)',
  },
  haproxy: {
    variable: 'HAPROXY_PATH',
    names: ['haproxy'],
    install: 'HAProxy: `brew install haproxy` (macOS), `apt-get install haproxy` (Debian, Ubuntu)',
  },
  chromium: {
    variable: 'PLAYWRIGHT_CHROMIUM_PATH',
    names: ['chromium', 'chromium-browser'],
    install: 'Chromium: `npx playwright install chromium`, or `apt-get install chromium` (Debian)',
  },
}

const SYSTEM_DIRS = ['/usr/local/sbin', '/usr/sbin', '/sbin', '/opt/homebrew/bin', '/opt/homebrew/sbin']

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The path of a tool (its variable, else PATH), or undefined when it is nowhere. */
export function findTool(name) {
  const tool = TOOLS[name]
  const fromEnv = process.env[tool.variable]
  if (fromEnv) return executable(fromEnv) ? fromEnv : undefined
  const dirs = [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), ...SYSTEM_DIRS]
  for (const dir of dirs) for (const file of tool.names) if (executable(join(dir, file))) return join(dir, file)
  return undefined
}

/** The path of a tool, or an error naming what to install. */
export function toolPath(name) {
  const path = findTool(name)
  if (path) return path
  const { variable, install } = TOOLS[name]
  throw new Error(`${TOOLS[name].names[0]} not found (${variable} or PATH). Install ${install}, or set ${variable}.`)
}

/** Playwright's own Chromium, when `npx playwright install chromium` put one on this machine. */
export function bundledChromium() {
  try {
    const path = createRequire(import.meta.url)('@playwright/test').chromium.executablePath()
    return existsSync(path) ? path : undefined
  } catch {
    return undefined
  }
}

/**
 * The Chromium a script launches (the bench, the critical rules, screenshots): the path in
 * PLAYWRIGHT_CHROMIUM_PATH, else Playwright's own browser where it is installed (a developer
 * laptop), else one on PATH (CI and machines where Playwright cannot download one).
 */
export function chromiumPath() {
  return process.env.PLAYWRIGHT_CHROMIUM_PATH || bundledChromium() || toolPath('chromium')
}

const NEEDS = { unit: ['redis'], e2e: ['redis', 'haproxy', 'chromium'] }

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const needs = NEEDS[process.argv[2] ?? 'e2e'] ?? NEEDS.e2e
  const missing = needs.filter((name) => !findTool(name) && !(name === 'chromium' && !process.env.PLAYWRIGHT_CHROMIUM_PATH && bundledChromium()))
  if (missing.length > 0) {
    console.error('The tests need programs this machine does not have:')
    for (const name of missing) console.error(`  - ${TOOLS[name].install} (or set ${TOOLS[name].variable} to its path)`)
    process.exit(1)
  }
}
