import { createServer } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { HEALTH_PATH, lifecycle } from './lifecycle.mjs'

let server
afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve())))

async function serve() {
  const site = lifecycle((req, res) => res.end(`page ${req.url}`))
  server = createServer(site.handle)
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { site, origin: `http://127.0.0.1:${server.address().port}` }
}

describe('lifecycle', () => {
  it('answers the health check 200, then 503 once draining, while pages are still served with Connection: close', async () => {
    const { site, origin } = await serve()
    const healthy = await fetch(origin + HEALTH_PATH)
    expect([healthy.status, await healthy.text(), healthy.headers.get('cache-control')]).toEqual([200, 'ok\n', 'no-store'])
    const before = await fetch(`${origin}/en`)
    expect(before.headers.get('connection')).toBe('keep-alive')

    site.drain()
    expect((await fetch(origin + HEALTH_PATH)).status).toBe(503)
    const page = await fetch(`${origin}/en`)
    expect([page.status, await page.text(), page.headers.get('connection')]).toEqual([200, 'page /en', 'close'])
  })

  it('leaves other methods and paths to the site', async () => {
    const { origin } = await serve()
    expect(await (await fetch(origin + HEALTH_PATH, { method: 'POST' })).text()).toBe(`page ${HEALTH_PATH}`)
    expect(await (await fetch(`${origin}${HEALTH_PATH}x`)).text()).toBe(`page ${HEALTH_PATH}x`)
  })
})
