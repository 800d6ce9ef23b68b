/** CONTRACT §7: diacritics removed, lowercased, runs of non a–z0–9 → '-', trimmed. */
export function slugifyHeading(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * Gives each heading of one body, in document order and across all levels, a unique id:
 * a repeat gets -2, -3… A heading with no usable character is called 'section'.
 */
export function createAnchorer(): (text: string) => string {
  const taken = new Set<string>()
  return (text) => {
    const base = slugifyHeading(text) || 'section'
    let id = base
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`
    taken.add(id)
    return id
  }
}
