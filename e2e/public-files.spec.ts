import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { SCRATCH_PORT } from './support/ports'
import { siteEnv } from './support/servers'

/**
 * A file put in public/ is served with no list to update (the proxy passes any file path outside
 * the language prefix, lib/i18n/route-request.ts). The suite's build is started a second time
 * from a scratch folder that links to everything of the repository but public/, a copy with two
 * new files: Next reads public/ when it starts, so this is what a build with those files serves.
 */
const ROOT = process.cwd()
const ORIGIN = `http://127.0.0.1:${SCRATCH_PORT}`
const ADDED = { '/added-after-build.txt': 'a file nobody listed\n', '/a-new-folder/data.json': '{"listed":false}\n' }
let scratch = ''
let server: ChildProcess | undefined

// One worker for the file: each worker would start its own server on the port.
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  scratch = mkdtempSync(join(tmpdir(), 'public-files-'))
  for (const entry of readdirSync(ROOT)) {
    if (entry !== 'public' && entry !== '.git') symlinkSync(join(ROOT, entry), join(scratch, entry))
  }
  cpSync(join(ROOT, 'public'), join(scratch, 'public'), { recursive: true })
  for (const [path, text] of Object.entries(ADDED)) {
    mkdirSync(join(scratch, 'public', path, '..'), { recursive: true })
    writeFileSync(join(scratch, 'public', path), text)
  }
  const nextBin = createRequire(join(ROOT, 'package.json')).resolve('next/dist/bin/next')
  server = spawn(process.execPath, [nextBin, 'start', '-p', String(SCRATCH_PORT)], {
    cwd: scratch,
    // The suite server's settings: this server shares the build and its cache directory, so a page
    // it renders (robots.txt, polled below) is what the suite server serves next.
    env: { ...process.env, ...siteEnv(), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  })
  await expect
    .poll(() => fetch(`${ORIGIN}/robots.txt`).then((r) => r.status, () => 0), { timeout: 60_000 })
    .toBe(200)
})

test.afterAll(() => {
  server?.kill('SIGKILL')
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

test('serves files added to public/, at the root and in a new folder, with no list to update', async () => {
  for (const [path, text] of Object.entries(ADDED)) {
    const response = await fetch(`${ORIGIN}${path}`)
    expect(response.status, path).toBe(200)
    expect(await response.text()).toBe(text)
  }
})

test('answers 404 for a file that is not there, and still redirects pages to a language', async () => {
  expect((await fetch(`${ORIGIN}/not-added.txt`)).status).toBe(404)
  const page = await fetch(`${ORIGIN}/pricing`, { redirect: 'manual' })
  expect(page.status).toBe(307)
  expect(page.headers.get('location')).toMatch(/\/(en|fr)\/pricing$/)
})
