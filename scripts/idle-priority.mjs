// How the end-to-end tests' main lane yields the CPU to the side lane's soaks (scripts/test-e2e.mjs).
//
// A higher nice value alone did not: Linux groups the processes of each session (autogroups,
// on by default) and shares the CPU between the groups first, nice counting only inside a group.
// Playwright starts each browser and web server in a session of its own (setsid), so the main
// lane's Chromium ran in groups of their own at full weight, its browser and GPU processes even
// at nice -8 (Chromium's own setting, when run as root), and a soak's visitor waited over 1 s
// (the CI run of 53fff85). The SCHED_IDLE policy, unlike nice, is inherited across setsid and
// survives Chromium's nice: a task under it gives way at once to any other that wakes, wherever
// that one's group.
import { spawnSync } from 'node:child_process'

/**
 * `command` with `args`, to run under SCHED_IDLE, it and every process it starts: through
 * util-linux's `chrt` where it is there and works (Linux); else unchanged, the caller's nice
 * value being all there is.
 * @param {string} command
 * @param {string[]} args
 * @returns {[string, string[]]}
 */
export function atIdlePriority(command, args) {
  if (process.platform !== 'linux') return [command, args]
  const probe = spawnSync('chrt', ['--idle', '0', 'true'], { stdio: 'ignore' })
  if (probe.error || probe.status !== 0) return [command, args]
  return ['chrt', ['--idle', '0', command, ...args]]
}
