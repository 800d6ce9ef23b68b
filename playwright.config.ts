import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/support/chromium'
import {
  APP_ORIGIN,
  CONTENTFUL_ORIGIN,
  PORTS,
  PREVIEW_SECRET,
  PREVIEW_TOKEN,
  REVALIDATE_SECRET,
  SUITE_OUTBOX_DIR,
  WEBHOOK_SIGNING_SECRET,
} from './e2e/support/ports'

/** Blog tests that edit or break the shared Contentful stand-in (e2e/blog.spec.ts). */
const STAND_IN_STATE = /@outage|freshness and resilience/

/**
 * A lane running beside the main one (scripts/test-e2e.mjs) keeps its own results and report:
 * each `playwright test` empties its output folder when it starts.
 */
const LANE_SUFFIX = process.env.E2E_LANE ? `-${process.env.E2E_LANE}` : ''

/** The suite server's contact outbox: emptied at each run, so no earlier run's mail arrives. */
const CONTACT_OUTBOX_DIR = SUITE_OUTBOX_DIR

/**
 * End-to-end tests run against a production build (`next build` then `npm start`) that reads
 * the local Contentful stand-in, never the network.
 *
 * `npm run test:e2e` (scripts/test-e2e.mjs) runs each project below as a step of its own, one
 * after the other, each with a fresh server and stand-in: a failure in one never skips the
 * others, and the infrastructure projects (more servers, Redis, HAProxy, outages) never share the
 * machine or the stand-in with another project's tests. One project alone:
 * `npx playwright test --project=outage`. Running every project in one `playwright test` runs
 * them side by side, which the outage and infrastructure tests are not written for.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // CI retries a failing test once, to record its trace, and a test that passed only on its retry
  // still fails the run: it is listed as "flaky" in the summary.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: `test-results${LANE_SUFFIX}`,
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never', outputFolder: `playwright-report${LANE_SUFFIX}` }] as const] : []),
    // scripts/test-e2e.mjs names the failed and flaky tests of every step in its last lines, which
    // are all a CI log's tail shows: the steps' own output is long gone by then.
    ...(process.env.E2E_RESULTS_FILE ? [['json', { outputFile: process.env.E2E_RESULTS_FILE }] as const] : []),
  ],
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
      testIgnore: /(multi-instance|contact-outbox|hostile-traffic|releases|rolling-restart|blog-archive|blog-lists|slow-clients)\.spec\.ts/,
      grepInvert: STAND_IN_STATE,
    },
    // The blog tests that change what the stand-in answers (edits, outages) and reset it: the
    // Delivery API outages reach every worker (a draft-mode list still reads published posts, and
    // a Live Preview test running meanwhile got the error state), and a reset made while the
    // French Live Preview test waited for its own edit wiped the edit (that test's flake). A step
    // of its own.
    {
      name: 'outage',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /blog\.spec\.ts/,
      grep: STAND_IN_STATE,
    },
    // Loads a 5,000-post archive into the stand-in (and takes it out again): every other test
    // would see it meanwhile: a step of its own.
    {
      name: 'archive',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /blog-archive\.spec\.ts/,
    },
    // Starts Redis and two more servers of the same build, which write to the same .next and
    // read the same stand-in: a step of its own.
    {
      name: 'multi-instance',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /multi-instance\.spec\.ts/,
    },
    // Starts and restarts more servers of the build (one with its own outbox on disk, two
    // sharing a Redis): a step of its own, so its servers do not compete for CPU with other tests.
    {
      name: 'contact-outbox',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /contact-outbox\.spec\.ts/,
    },
    // Measures what 300 made-up addresses leave in .next and Redis (its own Redis and server of
    // the build): a step of its own, so no other test writes to .next meanwhile.
    {
      name: 'hostile-traffic',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /hostile-traffic\.spec\.ts/,
    },
    // Two releases side by side on one Redis: a copy of the build with its own deployment id.
    {
      name: 'releases',
      testMatch: /releases\.spec\.ts/,
    },
    // A generated archive of 5,000 posts on a stand-in and two servers of its own: its reads and
    // renders would slow the timed tests around it.
    {
      name: 'blog-lists',
      testMatch: /blog-lists\.spec\.ts/,
    },
    // 30 s of load on two servers behind HAProxy, one restarted: alone, so that no other test's
    // work slows it or is slowed by it.
    {
      name: 'rolling-restart',
      testMatch: /rolling-restart\.spec\.ts/,
    },
    // One address trickling 300 slow requests for 60 s through HAProxy, then at `npm start`
    // alone, while another visitor's answers are timed: alone, so no other test's load counts.
    {
      name: 'slow-clients',
      testMatch: /slow-clients\.spec\.ts/,
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
      // binding listens on every address, 127.0.0.1 included. e2e/support/build.mjs builds (from
      // an empty data cache, with an empty outbox) or reuses the first step's build.
      command: `node e2e/support/build.mjs ${JSON.stringify(CONTACT_OUTBOX_DIR)} && npm run start -- -p ${PORTS.app}`,
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
