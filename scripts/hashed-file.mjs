// Content-hashed file names for what the scripts write into public/ (the font subset, the icon
// sprite). Next serves public/ as it is, under the file's own name, so the name is what must change
// with the content for next.config.mjs to let browsers keep the file a year (immutable).
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'

/** The first 8 hex digits of the content's SHA-256: enough to tell one release's file from another's. */
export function contentHash(content) {
  return createHash('sha256').update(content).digest('hex').slice(0, 8)
}

/** `{prefix}-{hash}{extension}`, e.g. `sprite-0123abcd.svg`. */
export function hashedName(prefix, extension, content) {
  return `${prefix}-${contentHash(content)}${extension}`
}

/** Whether a name is one `hashedName(prefix, extension, …)` gives, for any content. */
export function isHashedName(prefix, extension, name) {
  return name.startsWith(`${prefix}-`) && name.endsWith(extension) && /^[0-9a-f]{8}$/.test(name.slice(prefix.length + 1, -extension.length))
}

/**
 * Writes the content to `dir` under its hashed name and deletes that script's older files there
 * (same prefix and extension, another hash); other files in the folder are left alone. Returns
 * the name written.
 *
 * @param {URL} dir a folder URL, ending in '/'
 * @param {string} prefix
 * @param {string} extension with its dot
 * @param {string | Uint8Array} content
 */
export function writeHashedFile(dir, prefix, extension, content) {
  const name = hashedName(prefix, extension, content)
  mkdirSync(dir, { recursive: true })
  writeFileSync(new URL(name, dir), content)
  for (const old of readdirSync(dir)) if (old !== name && isHashedName(prefix, extension, old)) rmSync(new URL(old, dir))
  return name
}
