import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/support/chromium'
import {
  APP_ORIGIN,
  CONTENTFUL_ORIGIN,
  PORTS,
  PREVIEW_SECRET,
  PREVIEW_TOKEN,
  REVALIDATE_SECRET,
  WEBHOOK_SIGNING_SECRET,
} from './e2e/support/ports'

/** The suite server's contact outbox: emptied at each run, so no earlier run's mail arrives. */
const CONTACT_OUTBOX_DIR = join(tmpdir(), `agency-e2e-${PORTS.app}`, 'contact-outbox')

/**
 * End-to-end tests run against a production build (`next build` then `npm start`) that reads
 * the local Contentful stand-in, never the network.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: APP_ORIGIN,
    // Recorded on a failing test's retry (CI retries once), not around every test: recording took
    // about a third of the suite's time on 2 cores. Locally, `npm run test:e2e -- --trace on`.
    trace: 'on-first-retry',
    // One browser context per worker, which Playwright resets between tests (cookies, storage,
    // HTTP cache, routes, extra pages, viewport and media emulation). Creating a context costs
    // Chromium about a second of CPU; a fresh one per test was a quarter of the suite's time.
    // What the reset leaves, granted permissions, the tests that grant them revoke.
    reuseContext: true,
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: /(multi-instance|contact-outbox|hostile-traffic|releases|rolling-restart|slow-clients)\.spec\.ts/,
      grepInvert: /@outage/,
    },
    // The Delivery API outages the stand-in simulates reach every worker, and a draft-mode list
    // still reads published posts from it: a Live Preview test running meanwhile got the error
    // state. These tests run once the others are done.
    {
      name: 'outage',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /blog\.spec\.ts/,
      grep: /@outage/,
      dependencies: ['chromium'],
    },
    // Starts Redis and two more servers of the same build, which write to the same .next and
    // read the same stand-in: it runs once every other test is done.
    {
      name: 'multi-instance',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /multi-instance\.spec\.ts/,
      dependencies: ['outage'],
    },
    // Starts and restarts more servers of the build (one with its own outbox on disk, two
    // sharing a Redis): last, so its servers do not compete for CPU with timed tests.
    {
      name: 'contact-outbox',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /contact-outbox\.spec\.ts/,
      dependencies: ['multi-instance'],
    },
    // Measures what 300 made-up addresses leave in .next and Redis (its own Redis and server of
    // the build): last, so no other test writes to .next meanwhile.
    {
      name: 'hostile-traffic',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /hostile-traffic\.spec\.ts/,
      dependencies: ['contact-outbox'],
    },
    // Two releases side by side on one Redis: a copy of the build with its own deployment id.
    {
      name: 'releases',
      testMatch: /releases\.spec\.ts/,
      dependencies: ['hostile-traffic'],
    },
    // 30 s of load on two servers behind HAProxy, one restarted: alone, so that no other test's
    // work slows it or is slowed by it.
    {
      name: 'rolling-restart',
      testMatch: /rolling-restart\.spec\.ts/,
      dependencies: ['releases'],
    },
    // One address trickling 300 slow requests for 60 s through HAProxy, then at `npm start`
    // alone, while another visitor's answers are timed: alone, so no other test's load counts.
    {
      name: 'slow-clients',
      testMatch: /slow-clients\.spec\.ts/,
      dependencies: ['rolling-restart'],
    },
  ],
  webServer: [
    {
      command: 'node e2e/support/contentful-stand-in.mjs',
      url: `${CONTENTFUL_ORIGIN}/__health`,
      env: { STAND_IN_PORT: String(PORTS.contentful) },
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      // `npm start` is the production server (scripts/server/start.mjs). No -H: the default
      // binding listens on every address, 127.0.0.1 included. The build starts from an empty data
      // cache: Next reuses .next/cache/fetch-cache across builds, and a previous run's answers
      // (posts its two-server test unpublished) would be pre-rendered into this one's pages.
      command: `node -e "for (const dir of ['.next/cache/fetch-cache', process.argv[1]]) require('fs').rmSync(dir, { recursive: true, force: true })" ${JSON.stringify(CONTACT_OUTBOX_DIR)} && npm run build && npm run start -- -p ${PORTS.app}`,
      url: `${APP_ORIGIN}/en`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'pipe',
      env: {
        NEXT_PUBLIC_SITE_URL: 'https://www.example.test',
        CONTENTFUL_SPACE_ID: 'e2espace',
        CONTENTFUL_ACCESS_TOKEN: 'e2e-delivery-token',
        CONTENTFUL_PREVIEW_ACCESS_TOKEN: PREVIEW_TOKEN,
        CONTENTFUL_PREVIEW_SECRET: PREVIEW_SECRET,
        // The tests stand where the load balancer would, on this host: the X-Forwarded-For they
        // write is believed from 127.0.0.1 (e2e/hostile-traffic.spec.ts checks a server that
        // trusts nobody).
        TRUSTED_PROXIES: 'loopback',
        CONTENTFUL_HOST: `127.0.0.1:${PORTS.contentful}`,
        CONTENTFUL_INSECURE: 'true',
        CONTENTFUL_REVALIDATE_SECRET: REVALIDATE_SECRET,
        CONTENTFUL_WEBHOOK_SIGNING_SECRET: WEBHOOK_SIGNING_SECRET,
        NEXT_PUBLIC_GOOGLE_SITE_VERIFICATION: 'e2e-verification-token',
        SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
        CONTACT_TO: 'studio@example.test',
        CONTACT_FROM: 'site@example.test',
        CONTACT_OUTBOX_DIR,
        // Retries every 0.5 to 2 s (production: 30 s to 15 min), so delivery after the mail
        // server's return is measured in seconds.
        CONTACT_OUTBOX_RETRY_MS: '500',
        CONTACT_OUTBOX_RETRY_MAX_MS: '2000',
        NEXT_TELEMETRY_DISABLED: '1',
      },
    },
  ],
})
