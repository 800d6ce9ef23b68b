// Helpers for scripts that run servers and browsers as child processes (loadtest, bench):
// kill them whatever way the script ends, and read how much memory a process tree holds.
import { readFileSync } from 'node:fs'

const killers = new Set()

/**
 * Runs `kill` (synchronous) when the script exits, errors or is interrupted; returns a function
 * that drops it again once the child has been stopped the normal way.
 */
export function killOnExit(kill) {
  killers.add(kill)
  return () => killers.delete(kill)
}

function killAll() {
  for (const kill of killers) {
    try {
      kill()
    } catch {
      // Already gone.
    }
  }
  killers.clear()
}

process.on('exit', killAll)
// Without these a Ctrl-C or a `kill` ends Node without running the 'exit' handlers.
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]]) {
  process.once(signal, () => process.exit(code))
}

/** Kills a process group started with `detached: true` (the child and everything it forked). */
export function killGroup(pid, signal = 'SIGKILL') {
  try {
    process.kill(-pid, signal)
  } catch {
    // The group has already exited.
  }
}

/** The process and its descendants (next start forks the process that serves). */
export function processTree(pid) {
  let children = []
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)
  } catch {
    return [pid]
  }
  return [pid, ...children.flatMap((child) => processTree(Number(child)))]
}

/** Resident memory (VmRSS) summed over the process tree, in MiB; 0 where there is no /proc. */
export function rssMiB(pid) {
  let total = 0
  for (const member of processTree(pid)) {
    try {
      const kib = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${member}/status`, 'utf8'))?.[1]
      total += Number(kib ?? 0)
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return Math.round(total / 1024)
}
