// Adds the platform packages this machine's npm registry mirror does not carry to
// package-lock.json, so `npm ci` accepts the lock file.
//
// Why: native packages (@next/swc-*, @tailwindcss/oxide-*, @img/sharp-*, …) list one optional
// dependency per platform. The mirror here only serves the Linux ones, so `npm install` writes a
// lock without the others, and `npm ci` then refuses it ("Missing: … from lock file"). An entry
// marked optional with its os/cpu is skipped on every other platform without a download, and a
// machine of that platform (a developer's Mac) fetches it from the public registry by name.
//
// Run after any `npm install` that changes dependencies: npm run lockfile:complete
import { readFileSync, writeFileSync } from 'node:fs'

const OS = new Set(['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix'])
const CPU = new Set(['x64', 'arm64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el'])
const LIBC = { gnu: 'glibc', musl: 'musl' }

const lockPath = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(lockPath, 'utf8'))
const packages = lock.packages
let added = 0

for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolveInstalled(path, name)) continue
    const platform = platformOf(name)
    if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range)) {
      console.warn(`left alone: ${name}@${range} (needed by ${path || 'the root'})`)
      continue
    }
    packages[`node_modules/${name}`] = { version: range, optional: true, ...platform }
    added += 1
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
)
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`package-lock.json: ${added} platform package entries added`)

/** Whether node's lookup from `path` finds `name` in the lock (nested first, then upwards). */
function resolveInstalled(path, name) {
  let base = path
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true
    if (!base) return false
    const cut = base.lastIndexOf('/node_modules/')
    base = cut === -1 ? '' : base.slice(0, cut)
  }
}

/** os/cpu/libc read off a platform package's name, e.g. swc-linux-x64-musl. */
function platformOf(name) {
  const tokens = name.split('/').pop().split('-')
  const os = tokens.filter((t) => OS.has(t))
  const cpu = tokens.map((t) => (t === 'gnueabihf' ? 'arm' : t)).filter((t) => CPU.has(t))
  const libc = tokens.map((t) => LIBC[t]).filter(Boolean)
  if (os.length === 0 && cpu.length === 0) return null
  return {
    ...(os.length ? { os } : {}),
    ...(cpu.length ? { cpu: [...new Set(cpu)] } : {}),
    ...(libc.length && os.includes('linux') ? { libc } : {}),
  }
}
