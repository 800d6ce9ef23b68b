import 'server-only'

/**
 * The site's settings (README, "Configuration", and docs/deploy.md, "Server settings"), read once
 * with their defaults, so no reader needs a `!`. Not the only reader of process.env: NODE_ENV,
 * NEXT_RUNTIME and NEXT_PHASE (Next's own) are read where they matter (instrumentation.ts,
 * lib/contact/outbox.ts, lib/contentful/lists.ts); modules Next or a script loads outside the
 * app's bundles read theirs: next.config.mjs (NODE_ENV, VERCEL, CONTENTFUL_SPACE_ID,
 * NEXT_DIST_DIR), lib/redis/connection.mjs (REDIS_URL, NEXT_PHASE), the cache handler
 * (NEXT_DIST_DIR, and the deployment id through scripts/server/deployment-id.mjs),
 * lib/contact/outbox/open.mjs (XDG_STATE_HOME, SITE_ENVIRONMENT, NEXT_PUBLIC_SITE_URL: the
 * outbox's place and key prefix, shared with `npm run contact:outbox`), scripts/ (their own);
 * app/stylesheets.tsx reads NOSCRIPT_STYLESHEET, which next.config.mjs's `env` writes into the code
 * at build time.
 */
function read(name: string): string | undefined {
  const value = process.env[name]?.trim()
  return value ? value : undefined
}

/** A whole number of milliseconds, else the default (a typo must not turn retries into a busy loop). */
function readMs(name: string, fallback: number, min: number): number {
  const value = Number(read(name))
  return Number.isInteger(value) && value >= min ? value : fallback
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '')
}

export const env = {
  /** Set by Vercel's build and runtime: the analytics endpoints exist only there. */
  isVercel: read('VERCEL') === '1',
  siteUrl: trimSlash(read('NEXT_PUBLIC_SITE_URL') ?? 'http://localhost:3000'),
  googleSiteVerification: read('NEXT_PUBLIC_GOOGLE_SITE_VERIFICATION'),
  contentful: {
    spaceId: read('CONTENTFUL_SPACE_ID'),
    accessToken: read('CONTENTFUL_ACCESS_TOKEN'),
    previewAccessToken: read('CONTENTFUL_PREVIEW_ACCESS_TOKEN'),
    /** The secret of the draft-mode URL (random, at least 32 characters), never the token itself. */
    previewSecret: read('CONTENTFUL_PREVIEW_SECRET'),
    environment: read('CONTENTFUL_ENVIRONMENT') ?? 'master',
    host: read('CONTENTFUL_HOST') ?? 'cdn.contentful.com',
    insecure: read('CONTENTFUL_INSECURE') === 'true',
    revalidateSecret: read('CONTENTFUL_REVALIDATE_SECRET'),
    webhookSigningSecret: read('CONTENTFUL_WEBHOOK_SIGNING_SECRET'),
  },
  /** The build's directory (NEXT_DIST_DIR: a second build beside the first, e2e/releases.spec.ts). */
  distDir: read('NEXT_DIST_DIR') ?? '.next',
  /** Contentful requests a second this process sends at most (lib/contentful/pace.ts). */
  contentfulRequestsPerSecond: readMs('CONTENTFUL_REQUESTS_PER_SECOND', 10, 1),
  /**
   * The proxies in front of the site whose X-Forwarded-For entry is believed: a hop count (`1`)
   * or addresses and ranges, comma-separated (`loopback, 10.0.0.0/8`). Unset: none, the client
   * address is the connection's own.
   */
  trustedProxies: read('TRUSTED_PROXIES'),
  contact: {
    smtpUrl: read('SMTP_URL'),
    to: read('CONTACT_TO'),
    from: read('CONTACT_FROM'),
    /** Where the embedded outbox keeps messages (without REDIS_URL); see lib/contact/outbox/open.mjs. */
    outboxDir: read('CONTACT_OUTBOX_DIR'),
    /** The outbox's first retry delay, doubled at each failure up to the maximum. */
    retryBaseMs: readMs('CONTACT_OUTBOX_RETRY_MS', 30_000, 100),
    retryMaxMs: readMs('CONTACT_OUTBOX_RETRY_MAX_MS', 15 * 60_000, 100),
  },
}
