import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { cruise, type ICruiseResult, type IModule } from 'dependency-cruiser'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'
import { afterAll, describe, expect, it } from 'vitest'
import config from '../.dependency-cruiser.mjs'

/**
 * The import rules (docs/architecture.md) live in .dependency-cruiser.mjs, which
 * `npm run lint` also runs; here they run with `npm test`, and each is shown to catch the import
 * it forbids.
 */
const ROOT = join(import.meta.dirname, '..')
const LAYERS = ['app', 'components', 'content', 'lib', 'proxy.ts', 'instrumentation.ts']

async function cruiseTree(baseDir: string, withTsConfig: boolean): Promise<ICruiseResult> {
  const tsConfigPath = join(ROOT, 'tsconfig.json')
  const { options, forbidden } = config
  const result = await cruise(
    LAYERS.filter((layer) => existsSync(join(baseDir, layer))),
    { ...options, baseDir, validate: true, ruleSet: { forbidden }, tsConfig: withTsConfig ? options.tsConfig : undefined },
    {},
    withTsConfig ? { tsConfig: extractTSConfig(tsConfigPath) } : {},
  )
  return result.output as ICruiseResult
}

const violations = (result: ICruiseResult) =>
  result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)

describe('the import flow of the repository', async () => {
  const result = await cruiseTree(ROOT, true)

  it('reads the whole tree, type imports included', () => {
    expect(result.summary.totalCruised).toBeGreaterThan(200)
    const cards = result.modules.find((m) => m.source === 'lib/service-cards.ts')
    expect(cards?.dependencies.map((d) => d.resolved)).toContain('lib/i18n/dictionaries.ts')
    const content = result.modules.find((m) => m.source === 'content/en/services.ts')
    expect(content?.dependencies.some((d) => d.resolved === 'lib/i18n/services.ts' && d.dependencyTypes.includes('type-only'))).toBe(true)
  })

  it('breaks none of the rules', () => {
    expect(violations(result)).toEqual([])
  })

  /** A module that runs on the server only: a server action, or one that reads the request or says so. */
  const isServerModule = (module: IModule) =>
    /^['"]use server['"]/.test(readFileSync(join(ROOT, module.source), 'utf8')) ||
    module.dependencies.some((d) => ['server-only', 'next/headers'].includes(d.module))

  it('marks server-only the lib modules that read the environment, all the copy, the disk or the request', () => {
    const marked = (source: string) => result.modules.find((m) => m.source === source)?.dependencies.some((d) => d.module === 'server-only')
    expect(marked('lib/env.ts')).toBe(true)
    expect(marked('lib/i18n/dictionaries.ts')).toBe(true)
    const readsDiskOrRequest = (m: IModule) =>
      m.dependencies.some((d) => !d.dependencyTypes.includes('type-only') && (/^fs(\/|$)/.test(d.resolved) || d.module === 'next/headers'))
    const unmarked = result.modules
      .filter((m) => m.source.startsWith('lib/') && !m.source.endsWith('.mjs') && readsDiskOrRequest(m) && !marked(m.source))
      .map((m) => m.source)
    expect(result.modules.some((m) => m.source === 'lib/service-illustration.ts' && readsDiskOrRequest(m))).toBe(true)
    expect(unmarked).toEqual([])
  })

  it('hands components server actions as props: nothing they import at run time is server-only', () => {
    const serverModules = new Set(result.modules.filter((m) => m.source.startsWith('lib/') && isServerModule(m)).map((m) => m.source))
    expect(serverModules).toContain('lib/i18n/dictionaries.ts')
    const bad = result.modules
      .filter((m) => m.source.startsWith('components/'))
      .flatMap((m) => m.dependencies.filter((d) => serverModules.has(d.resolved) && !d.dependencyTypes.includes('type-only')).map((d) => `${m.source} → ${d.resolved}`))
    expect(bad).toEqual([])
  })
})

describe('the import rules', () => {
  const dirs: string[] = []
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  /** Cruises a scratch tree of the given files, laid out like the repository. */
  async function violationsIn(files: Record<string, string>): Promise<string[]> {
    const dir = mkdtempSync(join(tmpdir(), 'import-flow-'))
    dirs.push(dir)
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), text)
    }
    return violations(await cruiseTree(dir, false)).map((v) => v.split(':')[0] ?? '')
  }

  it('lets content borrow types from lib, and nothing else', async () => {
    expect(
      await violationsIn({
        'lib/a.ts': 'export type A = 1\nexport const a = 1\n',
        'content/b.ts': "import type { A } from '../lib/a'\nexport const b: A = 1\n",
      }),
    ).toEqual([])
    expect(
      await violationsIn({
        'lib/a.ts': 'export const a = 1\n',
        'content/b.ts': "import { a } from '../lib/a'\nexport const b = a\n",
      }),
    ).toEqual(['content-is-data'])
  })

  it('finds a circle made of types only', async () => {
    expect(
      await violationsIn({
        'lib/a.ts': "import type { B } from './b'\nexport type A = { b?: B }\n",
        'lib/b.ts': "import type { A } from './a'\nexport type B = { a?: A }\n",
      }),
    ).toEqual(['no-circular'])
  })

  it('keeps lib from markup and components from content and the Contentful adapter', async () => {
    expect(
      await violationsIn({
        'components/card.tsx': 'export const Card = 1\n',
        'lib/a.ts': "import { Card } from '../components/card'\nexport const a = Card\n",
      }),
    ).toEqual(['lib-returns-plain-values'])
    expect(
      await violationsIn({
        'content/en.ts': 'export const en = 1\n',
        'lib/contentful/index.ts': 'export const posts = 1\n',
        'components/card.tsx': "import { en } from '../content/en'\nimport { posts } from '../lib/contentful/index'\nexport const Card = en + posts\n",
      }),
    ).toEqual(['components-render-props', 'components-render-props'])
  })

  it('leaves Contentful packages to the adapter', async () => {
    expect(
      await violationsIn({
        'node_modules/contentful/package.json': '{"name":"contentful","main":"index.js"}',
        'node_modules/contentful/index.js': 'exports.createClient = 1\n',
        'lib/contentful/client.ts': "import { createClient } from 'contentful'\nexport const c = createClient\n",
        'lib/posts.ts': "import { createClient } from 'contentful'\nexport const c = createClient\n",
      }),
    ).toEqual(['contentful-stays-in-the-adapter'])
  })

  it('keeps the proxy from the Contentful adapter, even through a module it may read', async () => {
    expect(
      await violationsIn({
        'lib/contentful/index.ts': 'export const posts = 1\n',
        'lib/blog/lists-store.ts': "import { posts } from '../contentful/index'\nexport const lists = posts\n",
        'proxy.ts': "import { lists } from './lib/blog/lists-store'\nexport const proxy = lists\n",
      }),
    ).toEqual(['proxy-never-reaches-the-data-layer'])
    expect(
      await violationsIn({
        'lib/blog/lists.ts': 'export const lists = 1\n',
        'proxy.ts': "import { lists } from './lib/blog/lists'\nexport const proxy = lists\n",
      }),
    ).toEqual([])
  })
})
