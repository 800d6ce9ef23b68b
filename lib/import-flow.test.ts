import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The direction imports may run: content → lib → app → components (STYLE.md's one-way flow).
 * content is data and may borrow a type from a lib module that does not read content back; lib
 * returns plain values to app; components render props. Only the Contentful adapter and the
 * rich-text renderer know Contentful's packages.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const LAYERS = ['content', 'lib', 'app', 'components'] as const
const CONTENTFUL_PACKAGE = /^(contentful|@contentful\/.+)$/
const MAY_IMPORT_CONTENTFUL = ['lib/contentful/', 'components/blog/rich-text.tsx']

type Layer = (typeof LAYERS)[number]
type Import = { from: string; to: string; typeOnly: boolean }

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : []
  })
}

/** The repository path an import specifier names, or the bare package name. */
function resolve(from: string, specifier: string): string {
  if (!specifier.startsWith('@/') && !specifier.startsWith('.')) return specifier
  const base = specifier.startsWith('@/') ? specifier.slice(2) : join(dirname(from), specifier)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}/index.ts`]
  const file = candidates.find((c) => statSync(join(ROOT, c), { throwIfNoEntry: false })?.isFile())
  return relative(ROOT, join(ROOT, file ?? base))
}

function importsOf(file: string): Import[] {
  const text = readFileSync(join(ROOT, file), 'utf8')
  const statements = text.matchAll(/^(import|export)(\s+type)?\s[^'"]*?from\s+'([^']+)'/gms)
  return [...statements].map(([, , type, specifier = '']) => ({ from: file, to: resolve(file, specifier), typeOnly: Boolean(type) }))
}

const layerOf = (path: string): Layer | undefined => LAYERS.find((layer) => path.startsWith(`${layer}/`))
const files = LAYERS.flatMap(sourceFiles).concat('proxy.ts')
const imports = files.flatMap(importsOf)
const describeImport = ({ from, to }: Import) => `${from} → ${to}`

/** A module that runs on the server only: a server action, or one that reads the request. */
function isServerModule(file: string): boolean {
  const text = readFileSync(join(ROOT, file), 'utf8')
  return /^['"]use server['"]/.test(text) || imports.some((i) => i.from === file && ['next/headers', 'server-only'].includes(i.to))
}

/** Whether a module reads content, directly or through what it imports. */
function readsContent(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false
  seen.add(file)
  if (layerOf(file) === 'content') return true
  return imports.filter((i) => i.from === file && layerOf(i.to)).some((i) => readsContent(i.to, seen))
}

describe('the import flow', () => {
  it('reads the whole tree', () => {
    expect(files.length).toBeGreaterThan(100)
    expect(imports.some((i) => i.from === 'lib/service-cards.ts' && i.to === 'lib/i18n/dictionaries.ts')).toBe(true)
  })

  it('lets content borrow only types, from lib modules that do not read content back', () => {
    const wrong = imports.filter((i) => layerOf(i.from) === 'content' && layerOf(i.to) && layerOf(i.to) !== 'content')
    const bad = wrong.filter((i) => !i.typeOnly || layerOf(i.to) !== 'lib' || readsContent(i.to))
    expect(bad.map(describeImport)).toEqual([])
  })

  it('keeps lib free of routes and markup', () => {
    const bad = imports.filter((i) => layerOf(i.from) === 'lib' && ['app', 'components'].includes(layerOf(i.to) ?? ''))
    expect(bad.map(describeImport)).toEqual([])
  })

  it('gives components their data as props: no content, no route files, no Contentful adapter', () => {
    const bad = imports.filter(
      (i) => layerOf(i.from) === 'components' && (['content', 'app'].includes(layerOf(i.to) ?? '') || i.to.startsWith('lib/contentful/')),
    )
    expect(bad.map(describeImport)).toEqual([])
  })

  it('hands components server actions as props: they import no server-only module', () => {
    const bad = imports.filter((i) => layerOf(i.from) === 'components' && layerOf(i.to) === 'lib' && isServerModule(i.to))
    expect(bad.map(describeImport)).toEqual([])
  })

  it('leaves Contentful packages to the adapter and the rich-text renderer', () => {
    const bad = imports.filter(
      (i) => CONTENTFUL_PACKAGE.test(i.to) && !MAY_IMPORT_CONTENTFUL.some((allowed) => i.from.startsWith(allowed)),
    )
    expect(bad.map(describeImport)).toEqual([])
  })
})
