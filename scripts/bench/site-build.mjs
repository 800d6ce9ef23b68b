// The site's production build for the bench: bundled blog content, canonical links on localhost.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildNext, freePort, SITE_BUILD } from '../next-server.mjs'

// From 3500 (or BENCH_PORT), 50 ports: the e2e tests and other engineers' servers use 3100-3449.
export const FIRST_PORT = benchPort(process.env.BENCH_PORT)
export const LAST_PORT = FIRST_PORT + 49

/** The first port the bench may use: BENCH_PORT when set, else 3500. */
export function benchPort(value) {
  if (value === undefined || value === '') return 3500
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1024 || port > 65535 - 49) throw new Error(`BENCH_PORT must be a port from 1024 to ${65535 - 49}`)
  return port
}

/**
 * The site's environment at build and start. The Contentful variables are set empty rather than
 * left out: an empty value also shadows any .env.local (Next never overrides a variable already in
 * the environment), and lib/env.ts reads empty as unset, so the blog reads content/blog.
 */
export function siteEnv(port) {
  return {
    NEXT_PUBLIC_SITE_URL: `http://localhost:${port}`,
    CONTENTFUL_SPACE_ID: '',
    CONTENTFUL_ACCESS_TOKEN: '',
    CONTENTFUL_PREVIEW_ACCESS_TOKEN: '',
  }
}

/** The origin an existing build's canonical links point to (NEXT_PUBLIC_SITE_URL is inlined). */
function builtOrigin(root) {
  try {
    const html = readFileSync(join(root, '.next/server/app/en.html'), 'utf8')
    return /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(html)?.[1]
  } catch {
    return undefined
  }
}

/** Builds the site (unless `reuse` and a build exists) and returns the port to serve it on. */
export async function prepareSite(root, { reuse }) {
  if (reuse && existsSync(join(root, '.next/BUILD_ID'))) {
    const origin = builtOrigin(root)
    const port = Number(/^http:\/\/localhost:(\d+)$/.exec(origin ?? '')?.[1])
    const inRange = port >= FIRST_PORT && port <= LAST_PORT // never outside the bench's own ports
    if (inRange && (await freePort({ from: port, to: port }).catch(() => undefined))) {
      console.log(`Reusing the build in .next (made for ${origin}).`)
      return port
    }
    console.warn(
      `Warning: reusing a build made for ${origin ?? 'an unknown origin'} (not a bench build, its port is taken or outside ${FIRST_PORT}-${LAST_PORT}): ` +
        'its canonical and hreflang links point there, which can change the SEO figures. Run without BENCH_BUILD=0 to rebuild.',
    )
    return freePort({ from: FIRST_PORT, to: LAST_PORT })
  }
  const port = await freePort({ from: FIRST_PORT, to: LAST_PORT })
  console.log(`Building the site for http://localhost:${port} (bundled blog content)…`)
  await buildNext({ cwd: root, script: SITE_BUILD, env: siteEnv(port) })
  return port
}
