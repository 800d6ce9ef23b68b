import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deploymentId, RELEASE_ID_FILE, releaseIdForBuild } from './deployment-id.mjs'

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
    // A build directory that holds no build: a local `npm run build` in .next would otherwise give
    // the server phase that build's id, which is the next test's case, not this one's.
    vi.stubEnv('NEXT_DIST_DIR', '.next-never-built')
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

  it('on a server, is the id npm run build wrote beside its build, even once the checkout has moved on', () => {
    vi.stubEnv('DEPLOYMENT_VERSION', '')
    vi.stubEnv('NEXT_DEPLOYMENT_ID', '')
    const root = mkdtempSync(join(tmpdir(), 'built-'))
    vi.stubEnv('NEXT_DIST_DIR', 'build')
    try {
      mkdirSync(join(root, 'build'))
      writeFileSync(join(root, 'build', RELEASE_ID_FILE), 'g0123456789ab\n')
      expect(deploymentId('phase-production-server', root)).toBe('g0123456789ab')
      // A new build never takes the previous build's id.
      expect(releaseIdForBuild(root)).toMatch(/^b[0-9a-f]{12}$/)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
