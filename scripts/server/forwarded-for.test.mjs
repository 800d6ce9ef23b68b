import { describe, expect, it } from 'vitest'
import { isUntrustedProxy, withConnectionAddress } from './forwarded-for.mjs'

function seen(headers, remoteAddress) {
  let forwarded
  const handle = withConnectionAddress((req) => (forwarded = req.headers['x-forwarded-for']), { trustedProxies: () => 'loopback' })
  handle({ headers: { ...headers }, socket: { remoteAddress } }, {})
  return forwarded
}

describe('withConnectionAddress', () => {
  it('appends the connection address to whatever X-Forwarded-For the client sent', () => {
    expect(seen({}, '192.0.2.10')).toBe('192.0.2.10')
    expect(seen({ 'x-forwarded-for': '1.2.3.4' }, '192.0.2.10')).toBe('1.2.3.4, 192.0.2.10')
    expect(seen({ 'x-forwarded-for': '1.2.3.4, 5.6.7.8' }, '::1')).toBe('1.2.3.4, 5.6.7.8, ::1')
  })

  it('says once that a proxy is in front while TRUSTED_PROXIES is unset (one rate limit for every visitor)', () => {
    const lines = []
    const handle = withConnectionAddress(() => {}, { trustedProxies: () => undefined, log: (line) => lines.push(line) })
    handle({ headers: {}, socket: { remoteAddress: '127.0.0.1' } }, {})
    expect(lines).toEqual([])
    for (let i = 0; i < 3; i += 1) handle({ headers: { 'x-forwarded-for': `198.51.100.${i}` }, socket: { remoteAddress: '::ffff:127.0.0.1' } }, {})
    expect(lines).toEqual([expect.stringContaining('TRUSTED_PROXIES is unset')])
  })

  it('takes only a loopback or private peer with X-Forwarded-For for a proxy, and only while nobody is trusted', () => {
    expect(isUntrustedProxy('10.0.0.5', '203.0.113.1', undefined)).toBe(true)
    expect(isUntrustedProxy('fd12:3456::1', '203.0.113.1', '')).toBe(true)
    expect(isUntrustedProxy('10.0.0.5', '203.0.113.1', 'loopback')).toBe(false)
    expect(isUntrustedProxy('203.0.113.9', '198.51.100.1', undefined)).toBe(false)
    expect(isUntrustedProxy('127.0.0.1', undefined, undefined)).toBe(false)
  })
})
