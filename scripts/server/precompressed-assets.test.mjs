import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { get } from './http-get.test-support.mjs'
import { listPrecompressed, precompressBuild, withPrecompressedAssets } from './precompressed-assets.mjs'

/** A script that compresses as a chunk does. */
const script = (seed) => Array.from({ length: 300 }, (_, i) => `function ${seed}${i}(a){return a.map((b)=>b*${i})}`).join(';')
const css = Array.from({ length: 200 }, (_, i) => `.c${i}{margin:${i}px}`).join('')
const BROWSER = 'gzip, deflate, br, zstd'

let distDir
let server
beforeEach(() => {
  distDir = mkdtempSync(join(tmpdir(), 'precompressed-'))
  const chunks = join(distDir, 'static', 'chunks')
  mkdirSync(join(chunks, 'app'), { recursive: true })
  writeFileSync(join(chunks, 'main.js'), script('m'))
  writeFileSync(join(chunks, 'app', 'page.js'), script('p'))
  writeFileSync(join(chunks, 'site.css'), css)
  writeFileSync(join(chunks, 'tiny.js'), 'self.x=1')
  writeFileSync(join(chunks, 'notes.txt'), script('t'))
  mkdirSync(join(distDir, 'server'))
  writeFileSync(join(distDir, 'server', 'secret.js'), script('s'))
})
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()))
  server = undefined
  rmSync(distDir, { recursive: true, force: true })
})

/** The wrapped handler on a local port; `fallback` answers what it does not. */
async function serve(assets) {
  const handler = withPrecompressedAssets((req, res) => {
    res.setHeader('X-Fallback', '1')
    res.end(`next: ${req.method} ${req.url}`)
  }, assets)
  server = createServer(handler)
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server.address().port
}

describe('precompressBuild', () => {
  it('writes Brotli and gzip beside each script and stylesheet of the chunks, the same bytes once decoded', async () => {
    const totals = await precompressBuild(distDir)
    expect(totals.files).toBe(3)
    const chunks = join(distDir, 'static', 'chunks')
    for (const [name, text] of [['main.js', script('m')], ['app/page.js', script('p')], ['site.css', css]]) {
      expect(brotliDecompressSync(readFileSync(join(chunks, `${name}.br`))).toString()).toBe(text)
      expect(gunzipSync(readFileSync(join(chunks, `${name}.gz`))).toString()).toBe(text)
    }
    expect(totals.brotli).toBeLessThan(totals.bytes / 5)
    // Too small to gain, not a script or stylesheet, or not served from the chunks.
    for (const path of ['static/chunks/tiny.js.br', 'static/chunks/notes.txt.br', 'server/secret.js.br']) expect(existsSync(join(distDir, path))).toBe(false)
  })
})

describe('withPrecompressedAssets', () => {
  it('sends a browser the stored Brotli with the headers Next gives these files', async () => {
    await precompressBuild(distDir)
    const port = await serve(await listPrecompressed(distDir))
    const answer = await get(port, '/_next/static/chunks/app/page.js?dpl=g123', { 'accept-encoding': BROWSER })
    expect(answer.status).toBe(200)
    expect(answer.coding).toBe('br')
    expect(answer.text).toBe(script('p'))
    expect(Number(answer.headers['content-length'])).toBe(answer.bytes)
    expect(answer.bytes).toBe(readFileSync(join(distDir, 'static/chunks/app/page.js.br')).length)
    expect(answer.headers).toMatchObject({
      'content-type': 'application/javascript; charset=UTF-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    })
    expect(answer.headers['x-fallback']).toBeUndefined()
    expect(answer.headers['content-security-policy']).toBeUndefined()

    const stylesheet = await get(port, '/_next/static/chunks/site.css', { 'accept-encoding': 'gzip' })
    expect(stylesheet.coding).toBe('gzip')
    expect(stylesheet.text).toBe(css)
    expect(stylesheet.headers['content-type']).toBe('text/css; charset=UTF-8')
  })

  it('honours the visitor’s preference, and leaves to Next whoever accepts neither', async () => {
    await precompressBuild(distDir)
    const port = await serve(await listPrecompressed(distDir))
    expect((await get(port, '/_next/static/chunks/main.js', { 'accept-encoding': 'br;q=0.5, gzip' })).coding).toBe('gzip')
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip;q=0, br;q=0' }]) {
      const answer = await get(port, '/_next/static/chunks/main.js', headers)
      expect(answer.headers['x-fallback']).toBe('1')
      expect(answer.coding).toBeUndefined()
    }
  })

  it('answers only the listed files, by their exact path, and only to GET and HEAD', async () => {
    await precompressBuild(distDir)
    const port = await serve(await listPrecompressed(distDir))
    const browser = { 'accept-encoding': BROWSER }
    for (const path of [
      '/_next/static/chunks/tiny.js', // not compressed
      '/_next/static/chunks/notes.txt',
      '/_next/static/chunks/../../server/secret.js',
      '/_next/static/chunks/%2e%2e/%2e%2e/server/secret.js',
      '/_next/static/chunks/main.js.br',
      '/_next/static/chunks/MAIN.js',
      '/en',
    ]) {
      expect((await get(port, path, browser)).headers['x-fallback'], path).toBe('1')
    }
    expect((await get(port, '/_next/static/chunks/main.js', browser, 'POST')).headers['x-fallback']).toBe('1')

    const head = await get(port, '/_next/static/chunks/main.js', browser, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.bytes).toBe(0)
    expect(Number(head.headers['content-length'])).toBe(readFileSync(join(distDir, 'static/chunks/main.js.br')).length)
  })

  it('tells a browser that kept the file that it has not changed', async () => {
    await precompressBuild(distDir)
    const port = await serve(await listPrecompressed(distDir))
    const first = await get(port, '/_next/static/chunks/main.js', { 'accept-encoding': BROWSER })
    const again = await get(port, '/_next/static/chunks/main.js', { 'accept-encoding': BROWSER, 'if-modified-since': first.headers['last-modified'] })
    expect(again.status).toBe(304)
    expect(again.bytes).toBe(0)
  })

  it('leaves everything to Next when the build has no compressed files (a plain `next build`)', async () => {
    const assets = await listPrecompressed(distDir)
    expect(assets.size).toBe(0)
    const port = await serve(assets)
    expect((await get(port, '/_next/static/chunks/main.js', { 'accept-encoding': BROWSER })).headers['x-fallback']).toBe('1')
    expect((await listPrecompressed(join(distDir, 'missing'))).size).toBe(0)
  })
})
