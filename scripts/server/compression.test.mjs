import { createServer } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { compressedTexts, withCompression } from './compression.mjs'
import { get as request } from './http-get.test-support.mjs'

/** A page's worth of text that compresses as a page does. */
const page = (seed) => `<!DOCTYPE html><html><body>${Array.from({ length: 400 }, (_, i) => `<p class="text-sm">${seed} paragraph ${i}</p>`).join('')}</body></html>`
const BROWSER = 'gzip, deflate, br, zstd'

let server
afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve())))

/** A server answering `routes[path](res)` through withCompression; its port. */
async function serve(routes, texts = compressedTexts()) {
  server = createServer(withCompression((req, res) => routes[req.url](res), { texts }))
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server.address().port
}

/** A request as a visitor sends it: `acceptEncoding` its Accept-Encoding, or none. */
const get = (port, path, acceptEncoding, method = 'GET') =>
  request(port, path, acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }, method)

const whole = (text, status = 200) => (res) => {
  res.statusCode = status
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Vary', 'rsc')
  res.end(text)
}

describe('withCompression', () => {
  it('sends a page gzipped at once, then Brotli once it has been asked for twice, always the same text', async () => {
    const text = page('home')
    const port = await serve({ '/': whole(text) })

    const first = await get(port, '/', BROWSER)
    expect(first.coding).toBe('gzip')
    expect(first.text).toBe(text)
    expect(Number(first.headers['content-length'])).toBe(first.bytes)
    expect(first.headers.vary).toBe('rsc, Accept-Encoding')

    // The second request starts Brotli in the background; a later one gets it.
    await expect.poll(async () => (await get(port, '/', BROWSER)).coding, { timeout: 5_000 }).toBe('br')
    const brotli = await get(port, '/', BROWSER)
    expect(brotli.text).toBe(text)
    expect(brotli.bytes).toBeLessThan(first.bytes)
  })

  it('honours the visitor: plain without Accept-Encoding, gzip when Brotli is refused', async () => {
    const text = page('services')
    const texts = compressedTexts()
    const port = await serve({ '/': whole(text) }, texts)
    await get(port, '/', BROWSER)
    await expect.poll(async () => (await get(port, '/', BROWSER)).coding, { timeout: 5_000 }).toBe('br')

    const plain = await get(port, '/')
    expect(plain.coding).toBeUndefined()
    expect(plain.text).toBe(text)
    const gzipOnly = await get(port, '/', 'br;q=0, gzip')
    expect(gzipOnly.coding).toBe('gzip')
    expect(gzipOnly.text).toBe(text)
  })

  it('compresses a streamed response on the fly, and keeps nothing of it', async () => {
    const text = page('stream')
    const texts = compressedTexts()
    const port = await serve({
      '/': (res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.write(text.slice(0, 5000))
        res.end(text.slice(5000))
      },
    }, texts)
    const answer = await get(port, '/', BROWSER)
    expect(['br', 'gzip']).toContain(answer.coding)
    expect(answer.text).toBe(text)
    expect(texts.bytes).toBe(0)
  })

  it('keeps no error page, no small body and nothing of a HEAD request', async () => {
    const texts = compressedTexts()
    const port = await serve({ '/error': whole(page('error'), 500), '/small': whole('<p>hi</p>'), '/head': whole(page('head')) }, texts)
    expect((await get(port, '/error', BROWSER)).text).toBe(page('error'))
    const small = await get(port, '/small', BROWSER)
    expect(small.coding).toBeUndefined()
    expect((await get(port, '/head', BROWSER, 'HEAD')).status).toBe(200)
    expect(texts.bytes).toBe(0)
  })
})

describe('compressedTexts', () => {
  it('never spends Brotli on a text asked for once', async () => {
    const texts = compressedTexts()
    expect(texts.encode(page('once'), ['br', 'gzip']).coding).toBe('gzip')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(texts.encode(page('other'), ['br', 'gzip']).coding).toBe('gzip')
    // The first text's second call starts Brotli now, not before.
    expect(texts.encode(page('once'), ['br', 'gzip']).coding).toBe('gzip')
    await expect.poll(() => texts.encode(page('once'), ['br', 'gzip']).coding, { timeout: 5_000 }).toBe('br')
  })

  it('keeps at most maxBytes, the least recently used out first', () => {
    const one = page('a').length + compressedTexts().encode(page('a'), ['gzip']).encoded.length
    const texts = compressedTexts({ maxBytes: 3 * one })
    for (const seed of ['a', 'b', 'c', 'd']) texts.encode(page(seed), ['gzip'])
    expect(texts.bytes).toBeLessThanOrEqual(3 * one)
    // 'a' went first: it is compressed, and stored, again.
    const before = texts.bytes
    texts.encode(page('b'), ['gzip'])
    expect(texts.bytes).toBe(before)
    texts.encode(page('a'), ['gzip'])
    expect(texts.bytes).toBeLessThanOrEqual(3 * one)
  })

  it('answers nothing to a visitor who accepts only Brotli before it is ready', () => {
    expect(compressedTexts().encode(page('x'), ['br'])).toBeUndefined()
  })
})
