/**
 * Text to a URL-safe id: diacritics removed ("clés" → "cles", CONTRACT §7), lowercased, runs of
 * anything but a–z and 0–9 turned into one '-', leading and trailing '-' trimmed. Heading
 * anchors, legal section ids and the service illustrations' file names all use it.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
