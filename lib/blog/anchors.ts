import { slugify } from '@/lib/slugify'

export { slugify as slugifyHeading }

/**
 * Gives each heading of one body, in document order and across all levels, a unique id:
 * a repeat gets -2, -3… A heading with no usable character is called 'section'.
 */
export function createAnchorer(): (text: string) => string {
  const taken = new Set<string>()
  return (text) => {
    const base = slugify(text) || 'section'
    let id = base
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`
    taken.add(id)
    return id
  }
}
