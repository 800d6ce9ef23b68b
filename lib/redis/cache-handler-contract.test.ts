import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * What the shared cache (cache-handler.mjs) relies on from Next.js, read from the documentation
 * Next ships for the installed version (node_modules/next/dist/docs). An upgrade that changes any
 * of it fails here, before a deployment: then read the new docs, adapt the handler, and run
 * e2e/multi-instance.spec.ts and e2e/releases.spec.ts (docs/decisions/2026-11-27-shared-cache.md).
 */
const root = process.cwd()
const docs = (path: string) => readFileSync(join(root, 'node_modules/next/dist/docs/01-app', path), 'utf8').replace(/\s+/g, ' ')
const json = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, Record<string, string>>

describe('the Next.js the shared cache was written and tested against', () => {
  it('is pinned to one exact version, the installed one', () => {
    const pkg = json('package.json')
    const installed = json('node_modules/next/package.json').version
    expect(pkg.dependencies?.next).toMatch(/^\d+\.\d+\.\d+$/)
    expect(pkg.devDependencies?.['eslint-config-next']).toBe(pkg.dependencies?.next)
    expect(installed).toBe(pkg.dependencies?.next)
  })

  it('documents the cacheHandler methods the handler implements, and their arguments', () => {
    const handler = docs('03-api-reference/05-config/01-next-config-js/incrementalCacheHandlerPath.md')
    expect(handler).toContain('The cache handler can implement the following methods: `get`, `set`, `revalidateTag`, and `resetRequestCache`.')
    // Keys are opaque: the handler prefixes them and keeps them whole.
    expect(handler).toContain('Preserve the entire key when reading and writing entries')
    // Entry kinds the handler tells apart (data entries carry their lifetime and tags apart).
    expect(handler).toMatch(/`'APP_PAGE'`, `'APP_ROUTE'`, `'PAGES'`, `'FETCH'`/)
    expect(handler).toContain('| `ctx` | `{ tags: [] }` | The cache tags provided. |')
    // revalidateTag receives one tag or several.
    expect(handler).toContain('| `tag` | `string` or `string[]` | The cache tags to revalidate. |')
  })

  it('documents where an entry keeps its tags, and what a shared store must serialize', () => {
    const hosting = docs('02-guides/self-hosting.md')
    expect(hosting).toContain('`APP_PAGE`, `APP_ROUTE`, and `PAGES` entries carry their tags in the `x-next-cache-tags` response header (`data.headers`), while `ctx.tags` carries tags for `fetch` entries.')
    expect(hosting).toContain('An entry can contain `Buffer` (for example `rscData`) and `Map` (for example `segmentData`) values')
  })

  it("documents revalidateTag's profiles as the handler records them: stale now, expired after `expire`", () => {
    const revalidate = docs('03-api-reference/04-functions/revalidateTag.md')
    expect(revalidate).toContain('served stale content while it runs, using stale-while-revalidate semantics')
    expect(revalidate).toContain('**`{ expire: 0 }`**: Stale content is never served, so the next request is a blocking revalidate/cache miss.')
  })

  it("documents that a handler's read errors must come back as a miss, and that the deployment id may come from the environment", () => {
    expect(docs('02-guides/how-revalidation-works.md')).toContain('A thrown error is not treated as a cache miss')
    expect(docs('03-api-reference/05-config/01-next-config-js/deploymentId.md')).toContain('NEXT_DEPLOYMENT_ID')
  })
})
