import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { atIdlePriority } from './idle-priority.mjs'

describe('atIdlePriority', () => {
  it('runs the command under SCHED_IDLE, inherited by a process that starts a session of its own, as Playwright starts browsers', () => {
    const [command, args] = atIdlePriority('setsid', ['--wait', 'sh', '-c', 'chrt -p $$'])
    const withChrt = process.platform === 'linux' && spawnSync('chrt', ['--version']).status === 0
    if (!withChrt) {
      expect([command, args]).toEqual(['setsid', ['--wait', 'sh', '-c', 'chrt -p $$']])
      return
    }
    expect(command).toBe('chrt')
    const run = spawnSync(command, args, { encoding: 'utf8' })
    expect(run.stdout).toMatch(/scheduling policy: SCHED_IDLE/)
    // And without it, the same process is at the usual policy: the test can tell them apart.
    expect(spawnSync('setsid', ['--wait', 'sh', '-c', 'chrt -p $$'], { encoding: 'utf8' }).stdout).toMatch(/SCHED_OTHER/)
  })
})
