import { describe, expect, it } from 'vitest'
import { withConnectionAddress } from './forwarded-for.mjs'

function seen(headers, remoteAddress) {
  let forwarded
  const handle = withConnectionAddress((req) => (forwarded = req.headers['x-forwarded-for']))
  handle({ headers: { ...headers }, socket: { remoteAddress } }, {})
  return forwarded
}

describe('withConnectionAddress', () => {
  it('appends the connection address to whatever X-Forwarded-For the client sent', () => {
    expect(seen({}, '192.0.2.10')).toBe('192.0.2.10')
    expect(seen({ 'x-forwarded-for': '1.2.3.4' }, '192.0.2.10')).toBe('1.2.3.4, 192.0.2.10')
    expect(seen({ 'x-forwarded-for': '1.2.3.4, 5.6.7.8' }, '::1')).toBe('1.2.3.4, 5.6.7.8, ::1')
  })
})
