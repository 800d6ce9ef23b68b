import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { trackPayloads } from './navigation.mjs'

const request = (url, headers = {}) => ({ url: () => url, headers: () => headers })
const later = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

describe('trackPayloads', () => {
  it('waits for an RSC request that starts after it was asked, then for the quiet after it', async () => {
    const page = new EventEmitter()
    const settled = trackPayloads(page, { quietMs: 200 })
    const prefetch = request('http://localhost/en/about?_rsc=1a2b')
    const asked = Date.now()
    setTimeout(() => page.emit('request', prefetch), 100)
    setTimeout(() => page.emit('requestfinished', prefetch), 400)
    await settled()
    // Not before the request ended (400 ms) and a quiet 200 ms after it.
    expect(Date.now() - asked).toBeGreaterThanOrEqual(590)
  })

  it('counts a request sent with the rsc header and no query, and a failed one as ended', async () => {
    const page = new EventEmitter()
    const settled = trackPayloads(page, { quietMs: 100 })
    const navigation = request('http://localhost/en/about', { rsc: '1' })
    page.emit('request', navigation)
    let done = false
    const waiting = settled().then(() => (done = true))
    await later(300)
    expect(done).toBe(false)
    page.emit('requestfailed', navigation)
    await waiting
    expect(done).toBe(true)
  })

  it('ignores documents and scripts', async () => {
    const page = new EventEmitter()
    const settled = trackPayloads(page, { quietMs: 100, limitMs: 5_000 })
    page.emit('request', request('http://localhost/_next/static/chunks/app.js'))
    page.emit('request', request('http://localhost/en/about'))
    const asked = Date.now()
    await settled()
    // Neither is ever finished here: counted, they would hold it to its limit and throw.
    expect(Date.now() - asked).toBeLessThan(2_000)
  })

  it('gives up with an error when a request never ends', async () => {
    const page = new EventEmitter()
    const settled = trackPayloads(page, { quietMs: 50, limitMs: 300 })
    page.emit('request', request('http://localhost/en?_rsc=x'))
    await expect(settled()).rejects.toThrow(/still under way after 300 ms/)
  })
})
