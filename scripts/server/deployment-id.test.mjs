import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deploymentId } from './deployment-id.mjs'

afterEach(() => vi.unstubAllEnvs())

describe('deploymentId', () => {
  it('is the release given, checked, whatever the phase but development', () => {
    vi.stubEnv('DEPLOYMENT_VERSION', 'release-42')
    expect(deploymentId('phase-production-build')).toBe('release-42')
    expect(deploymentId('phase-production-server')).toBe('release-42')
    expect(deploymentId('phase-development-server')).toBeUndefined()
    vi.stubEnv('DEPLOYMENT_VERSION', 'a/b?')
    expect(() => deploymentId('phase-production-server')).toThrow(/DEPLOYMENT_VERSION/)
  })

  it('is the checkout commit otherwise, the same for the build and the server, and none outside a checkout', () => {
    vi.stubEnv('DEPLOYMENT_VERSION', '')
    vi.stubEnv('NEXT_DEPLOYMENT_ID', '')
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim()
    expect(deploymentId('phase-production-build', process.cwd())).toBe(`g${commit}`)
    expect(deploymentId('phase-production-server', process.cwd())).toBe(`g${commit}`)
    const outside = mkdtempSync(join(tmpdir(), 'no-checkout-'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      expect(deploymentId('phase-production-server', outside)).toBeUndefined()
    } finally {
      warn.mockRestore()
      rmSync(outside, { recursive: true, force: true })
    }
  })
})
