import { describe, expect, it } from 'vitest'
import { benchPort } from './site-build.mjs'

describe('benchPort (BENCH_PORT)', () => {
  it('starts at 3500 by default, above the e2e and other servers (3100-3449)', () => {
    expect(benchPort(undefined)).toBe(3500)
    expect(benchPort('')).toBe(3500)
  })

  it('honours BENCH_PORT and rejects what is not a usable port', () => {
    expect(benchPort('3520')).toBe(3520)
    expect(() => benchPort('80')).toThrow(/BENCH_PORT/)
    expect(() => benchPort('35x0')).toThrow(/BENCH_PORT/)
  })
})
