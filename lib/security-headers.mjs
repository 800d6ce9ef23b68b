// Plain ESM because next.config.mjs, loaded by Node untranspiled, reads it: its headers() rules
// give every response the policy, the proxy's own answers included. lib/contentful/draft.ts
// takes DRAFT_COOKIE from here, so the draft cookie and the rules that look for it agree.

/**
 * Vercel Web Analytics and Speed Insights: in production they load same-origin scripts
 * (/_vercel/insights/script.js, /_vercel/speed-insights/script.js) and post to same-origin
 * endpoints; in development (and when given a dsn) they load their scripts from this host.
 */
const VERCEL_SCRIPTS = 'https://va.vercel-scripts.com'
/** Contentful's asset hosts: blog images and author pictures. */
const CONTENTFUL_ASSETS = ['https://images.ctfassets.net', 'https://assets.ctfassets.net']

/**
 * Contentful's web app, US and EU hosts: its Live Preview pane frames the site beside the entry
 * editor. Only in draft mode, and nothing else may frame the site.
 */
export const CONTENTFUL_APP_ORIGINS = ['https://app.contentful.com', 'https://app.eu.contentful.com']

/** The cookie Next's draftMode().enable() sets; its presence is what marks a draft request. */
export const DRAFT_COOKIE = '__prerender_bypass'

/**
 * Browser features the site never uses; an empty allow-list turns each off for every frame.
 * Only names Chromium knows: an unknown one (bluetooth, interest-cohort) logs an error on every
 * page. browsing-topics is the successor of FLoC's interest-cohort.
 */
const DISABLED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
]

const ONE_YEAR_SECONDS = 31_536_000

/**
 * The Content-Security-Policy of every response.
 *
 * Pages are pre-rendered, so a per-request nonce is impossible without making every page
 * dynamic, and the inline scripts Next emits (the RSC payload, `self.__next_f.push(...)`)
 * differ per page, so hashes would have to be computed per page after the build. Hence
 * 'unsafe-inline' for scripts (also needed by next-themes' pre-paint theme script) and styles.
 * The other directives stay strict: no plugins, no foreign base URL, forms post only here,
 * no framing (in draft mode, framing by Contentful's web app only).
 *
 * @param {{ isProduction: boolean, isDraft?: boolean }} options
 * @returns {string}
 */
export function buildContentSecurityPolicy({ isProduction, isDraft = false }) {
  const directives = {
    'default-src': ["'self'"],
    // React's development build evaluates strings (call stacks, Fast Refresh); production never does.
    'script-src': ["'self'", "'unsafe-inline'", ...(isProduction ? [] : ["'unsafe-eval'"]), VERCEL_SCRIPTS],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...CONTENTFUL_ASSETS],
    'font-src': ["'self'", 'data:'],
    // 'self' covers the dev server's websocket (same host) and Vercel's same-origin endpoints.
    'connect-src': ["'self'", VERCEL_SCRIPTS],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': isDraft ? CONTENTFUL_APP_ORIGINS : ["'none'"],
  }
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`)
  if (isProduction) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

/**
 * Headers sent with every response, the proxy's own answers included.
 *
 * @param {{ isProduction: boolean, isDraft?: boolean }} options
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders({ isProduction, isDraft = false }) {
  const headers = [
    { key: 'Content-Security-Policy', value: buildContentSecurityPolicy({ isProduction, isDraft }) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ') },
    // No Cross-Origin-Opener-Policy. Any value but the default makes Chromium put the page in a
    // browsing context group of its own when it comes from one without it (a new tab's blank page,
    // a link in a mail): a new renderer process, started while the visitor waits. On a phone's
    // link in Lighthouse, a post's picture was asked for about 200 ms later and painted later by as
    // much (docs/decisions/2026-11-29-no-opener-policy.md). What the header guards, a window that
    // opened ours reading how many frames it has or where it went, tells nothing on pages that are
    // the same for every visitor.
  ]
  // For browsers that predate frame-ancestors. It cannot name an allowed framer, so draft
  // responses go without it: browsers that know frame-ancestors ignore it anyway.
  if (!isDraft) headers.push({ key: 'X-Frame-Options', value: 'DENY' })
  // Only in production: HSTS on localhost would pin every local project to https.
  if (isProduction) {
    headers.push({
      key: 'Strict-Transport-Security',
      value: `max-age=${2 * ONE_YEAR_SECONDS}; includeSubDomains`,
    })
  }
  return headers
}

/**
 * The build's content-hashed scripts and stylesheets. A page loads a dozen of them, and the
 * document's policy headers were about 1 KB of each response (measured with `curl -I`): dead
 * weight, since the policy, permissions, opener and framing headers govern documents, not the
 * scripts and styles a document loads.
 */
export const BUILD_ASSETS = '/_next/static/chunks/:path*'

/** Every other path: pages, 404s, route handlers, metadata files, images, the proxy's answers. */
const DOCUMENTS = '/:path((?!_next/static/chunks/).*)'

/**
 * What still applies to a script or stylesheet: no MIME sniffing (a browser refuses a script
 * served as anything else), the referrer policy of the requests a stylesheet makes (fonts), HSTS.
 *
 * @param {{ isProduction: boolean }} options
 * @returns {{ key: string, value: string }[]}
 */
export function assetHeaders({ isProduction }) {
  const kept = ['X-Content-Type-Options', 'Referrer-Policy', 'Strict-Transport-Security']
  return securityHeaders({ isProduction }).filter((header) => kept.includes(header.key))
}

/**
 * The rules for next.config.mjs `headers()`: the draft cookie picks the policy. Matching it in
 * the config (`has`/`missing`, a documented mechanism) rather than in the proxy keeps one source
 * of headers for every response, the pre-rendered ones served from cache included. Only the
 * cookie's presence is checked (its value is Next's secret): a forged cookie only lets
 * Contentful's web app frame a page for the one who forged it.
 *
 * @param {{ isProduction: boolean }} options
 * @returns {{ source: string, has?: { type: 'cookie', key: string }[], missing?: { type: 'cookie', key: string }[], headers: { key: string, value: string }[] }[]}
 */
export function securityHeaderRules({ isProduction }) {
  /** @type {{ type: 'cookie', key: string }[]} */
  const draftCookie = [{ type: 'cookie', key: DRAFT_COOKIE }]
  return [
    { source: DOCUMENTS, missing: draftCookie, headers: securityHeaders({ isProduction }) },
    { source: DOCUMENTS, has: draftCookie, headers: securityHeaders({ isProduction, isDraft: true }) },
    { source: BUILD_ASSETS, headers: assetHeaders({ isProduction }) },
  ]
}
