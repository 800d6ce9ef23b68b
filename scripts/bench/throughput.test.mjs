import { createServer } from 'node:http'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { measureThroughput } from './throughput.mjs'

// A page of 20 KiB that the server gzips when the request says it may, as the site's server does.
const PAGE = `<!doctype html><p>${'Meridian Digital, Paris. '.repeat(800)}</p>`
const GZIPPED = gzipSync(PAGE)
let server
let origin

beforeAll(async () => {
  server = createServer((req, res) => {
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
    res.writeHead(200, { 'content-type': 'text/html', ...(gzip ? { 'content-encoding': 'gzip' } : {}) })
    res.end(gzip ? GZIPPED : PAGE)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${server.address().port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('measureThroughput', () => {
  const settings = { duration: 1, connections: 2, warmup: 0 }

  it('asks as a browser does by default, so the answer comes compressed', async () => {
    const run = await measureThroughput(origin, '/', settings)
    expect(run).toMatchObject({ path: '/', encoding: 'browser', errors: 0, non2xx: 0 })
    expect(run.requests).toBeGreaterThan(0)
    expect(run.bytesPerRequest).toBeLessThan(PAGE.length / 10)
  })

  it('without Accept-Encoding, the raw document on the wire', async () => {
    const run = await measureThroughput(origin, '/', settings, 'identity')
    expect(run.encoding).toBe('identity')
    expect(run.bytesPerRequest).toBeGreaterThan(PAGE.length)
  })

  it('refuses an encoding it does not know', async () => {
    await expect(measureThroughput(origin, '/', settings, 'deflate-only')).rejects.toThrow('unknown encoding')
  })
})
