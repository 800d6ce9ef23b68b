import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Ports of the test run. E2E_PORT_BASE moves them all, so two checkouts can test at once.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100)

export const PORTS = {
  app: base,
  contentful: base + 1,
  smtp: base + 2,
}

/** The suite server's contact outbox (playwright.config.ts): emptied at each run, one per base port. */
export const SUITE_OUTBOX_DIR = join(tmpdir(), `agency-e2e-${PORTS.app}`, 'contact-outbox')

export const APP_ORIGIN = `http://127.0.0.1:${PORTS.app}`
export const CONTENTFUL_ORIGIN = `http://127.0.0.1:${PORTS.contentful}`
export const REVALIDATE_SECRET = 'e2e-revalidate-secret'
export const PREVIEW_TOKEN = 'e2e-preview-token'
/** The draft-mode URL's own secret (CONTENTFUL_PREVIEW_SECRET): random, at least 32 characters. */
export const PREVIEW_SECRET = 'e2e-preview-secret-f3a9c1d7b25e48a6903c'
/** Contentful's webhook signing secrets are 64 characters. */
export const WEBHOOK_SIGNING_SECRET = 'e2e-webhook-signing-secret-'.padEnd(64, '0')
/** The two-instance test (e2e/multi-instance.spec.ts): Redis and two more servers of the build. */
export const MULTI_PORTS = { redis: base + 40, first: base + 41, second: base + 42 }
/** Two releases on one Redis (e2e/releases.spec.ts). */
export const RELEASE_PORTS = { redis: base + 43, old: base + 44, new: base + 45 }
/** Two servers behind HAProxy, one restarted under load (e2e/rolling-restart.spec.ts). */
export const ROLLING_PORTS = { redis: base + 46, first: base + 47, second: base + 48, haproxy: base + 49 }
/** A second server of the same build over a scratch public/ folder (e2e/public-files.spec.ts). */
export const SCRATCH_PORT = base + 55
/** The hostile-traffic test (e2e/hostile-traffic.spec.ts): its own Redis and server of the build. */
export const HOSTILE_PORTS = { redis: base + 56, app: base + 57 }
/** A server started during an outage with an empty Redis of its own (e2e/hostile-traffic.spec.ts). */
export const COLD_PORTS = { redis: base + 58, app: base + 59 }
/** A generated archive (e2e/blog-lists.spec.ts): its own stand-in, Redis and two servers of a copy of the build. */
export const ARCHIVE_PORTS = { contentful: base + 60, redis: base + 61, first: base + 62, second: base + 63 }
