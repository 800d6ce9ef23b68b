import { rmSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { localCacheDir } from './lib/redis/cache-handler-local.mjs'
import { securityHeaderRules } from './lib/security-headers.mjs'
import { deploymentId } from './scripts/server/deployment-id.mjs'

// Read here, not from lib/env.ts: Next loads this file on its own, before any module of the app.
// VERCEL is '1' in Vercel's builds and functions, and unset elsewhere.
const isProduction = process.env.NODE_ENV === 'production'
const isVercel = process.env.VERCEL === '1'

/**
 * The only remote images the image optimizer fetches: our own Contentful space's, as the
 * Delivery API links them (no query string). Any other space, host or query answers 400 at once,
 * so nobody can have the server fetch, encode and store other people's images. Read at build
 * time (the optimizer's patterns are part of the build). Bundled content's images are local
 * files. Space ids are letters and digits; anything else gives no pattern.
 */
const spaceId = process.env.CONTENTFUL_SPACE_ID?.trim()
const ownSpaceImages = spaceId && /^[A-Za-z0-9]+$/.test(spaceId)
  ? ['images.ctfassets.net', 'assets.ctfassets.net'].map((hostname) => ({ protocol: 'https', hostname, port: '', pathname: `/${spaceId}/**`, search: '' }))
  : []

// NEXT_DIST_DIR: a second build beside the first (the two-release test, e2e/releases.spec.ts).
const distDir = process.env.NEXT_DIST_DIR || '.next'
const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * `next build` pre-renders into the cache handler's own files (lib/redis/cache-handler-local.mjs):
 * each build starts them afresh, earlier builds' releases included (a build replaces the one
 * this directory held). Once per build: its workers load this file again, and inherit the mark.
 * Returns the release id it was given.
 */
function withFreshLocalCache(phase, release) {
  if (phase === 'phase-production-build' && !isVercel && !process.env.SITE_LOCAL_CACHE_STARTED) {
    process.env.SITE_LOCAL_CACHE_STARTED = '1'
    rmSync(dirname(localCacheDir(resolve(root, distDir), release)), { recursive: true, force: true })
  }
  return release
}

/**
 * public/ files Next serves with `Cache-Control: public, max-age=0`. These folders hold only
 * files named by their content's hash (scripts/hashed-file.mjs: the Geist subset, written by
 * `npm run font:subset`, the icon sprite, by `npm run icons:sprite`, and the stylesheet for
 * browsers without scripts, by `npm run build`), so a changed file
 * comes under a new URL and a cached one never goes stale: browsers may keep them a year without
 * asking again, as Next's own /_next/static files. A hand-placed file there would be cached as
 * long, so only those scripts write into them. Next sets its max-age=0 only when no rule has set
 * Cache-Control.
 */
const IMMUTABLE_PUBLIC_FILES = ['/fonts/:file', '/icons/:file', '/styles/:file'].map((source) => ({
  source,
  headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
}))

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => ({
  distDir,
  // One id per release (scripts/server/deployment-id.mjs): version-skew protection for visitors
  // whose tab was opened on the previous release, and the page cache's Redis key prefix.
  deploymentId: withFreshLocalCache(phase, deploymentId(phase, root)),
  // The header names the framework to every scanner; nothing we serve needs it.
  poweredByHeader: false,
  // No ETag on pages: Next hashes the whole document on every request to make one (7 % of the
  // server's time serving /en under load; docs/performance.md, issue 41's fourth session). What
  // it saved: a browser reloading a page it still holds got a 304 instead of the page (about
  // 25 KB gzip); navigations inside the site and the build's files, cached a year, never ask.
  generateEtags: false,
  // `npm start` compresses instead (scripts/server/compression.mjs): a page once per text, not
  // once per request. Next's gzipped /en anew on every browser request, about 2 ms of CPU each.
  compress: false,
  reactStrictMode: true,
  // The stylesheet's address for browsers without scripts (app/stylesheets.tsx), written by
  // `npm run build` (scripts/build.mjs); written into the server's code here, so a page rendered
  // again after the build links it too. Empty under `next dev`: no such link.
  env: { NOSCRIPT_STYLESHEET: process.env.NOSCRIPT_STYLESHEET ?? '' },
  // Next's own cache through our handler: Redis in front when REDIS_URL is set at run time
  // (docs/deploy.md); without it, the handler's own files on local disk. Its memory layer is off: with Redis every instance must read
  // the shared copy (the handler keeps one in memory when there is no Redis). Vercel brings its
  // own shared cache.
  ...(isVercel
    ? {}
    : {
        cacheHandler: fileURLToPath(new URL('./lib/redis/cache-handler.mjs', import.meta.url)),
        cacheMaxMemorySize: 0,
      }),
  // Vercel's insights are rendered only on Vercel, where their endpoints exist. Elsewhere their
  // client component would still ship its lazy loaders on every page (a layout's pages load the
  // client code of every client component its modules import, rendered or not), as a script of
  // its own: the build outside Vercel resolves it to a server component that renders nothing.
  ...(isVercel
    ? {}
    : {
        turbopack: {
          resolveAlias: { '@/components/layout/vercel-insights': './components/layout/no-insights.tsx' },
        },
      }),
  experimental: {
    // Unknown paths render app/global-not-found.tsx on the server, with the site around it.
    globalNotFound: true,
    // Off: inlined, every document carried the whole stylesheet twice (in <style> and again in
    // React's payload, a limit Next documents), past its 130 KiB / 30 KiB gzip budget. Instead each
    // document carries its critical rules once (app/stylesheets.tsx) and the whole stylesheet
    // comes by script (instrumentation-client.ts): docs/decisions/2026-11-27-critical-css.md.
    inlineCss: false,
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Every width here is one more srcset entry, written in the markup and again in the payload
    // of every picture (a blog image's entry is 100 bytes). Pictures here are at most 56rem
    // (896 px) wide: 1080 covers a phone's full width at its density, 1920 the post's image on
    // a 2× laptop. Next's defaults list 15 widths up to 3840.
    deviceSizes: [640, 1080, 1920],
    imageSizes: [64, 128, 384],
    remotePatterns: ownSpaceImages,
  },
  async headers() {
    // Every route: pages, 404s, route handlers, metadata files and the build's static assets;
    // draft requests get the policy that lets Contentful's Live Preview frame them. Then a year's
    // caching for the content-hashed files in public/ (IMMUTABLE_PUBLIC_FILES), which set no
    // header the security rules set.
    return [...securityHeaderRules({ isProduction }), ...IMMUTABLE_PUBLIC_FILES]
  },
})

export default nextConfig
