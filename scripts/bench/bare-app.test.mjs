import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { writeBareApp } from './bare-app.mjs'

const root = join(import.meta.dirname, '..', '..')

describe('writeBareApp', () => {
  let scratch
  let dir
  beforeEach(() => {
    scratch = mkdtempSync(join(tmpdir(), 'bench-bare-'))
    dir = join(scratch, 'bare')
    writeBareApp(dir, root)
  })
  afterEach(() => rmSync(scratch, { recursive: true, force: true }))

  it('gives the app a config of its own, Next’s defaults, so that Next never loads the site’s', async () => {
    const config = (await import(pathToFileURL(join(dir, 'next.config.mjs')).href)).default
    // The site's config turns compression off and sets headers and a release id: none of it here.
    expect(config).toEqual({})
    expect(existsSync(join(dir, 'app', 'page.tsx'))).toBe(true)
  })

  it('gives the app an instrumentation hook of its own that starts nothing, so that Next never compiles the site’s', async () => {
    const hook = await import(pathToFileURL(join(dir, 'instrumentation.ts')).href)
    expect(Object.keys(hook)).toEqual(['register'])
    expect(hook.register()).toBeUndefined()
  })
})
