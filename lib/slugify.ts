/**
 * Text to a URL-safe id: diacritics removed ("clés" → "cles", so French headings give ASCII
 * anchors), lowercased, runs of anything but a–z and 0–9 turned into one '-', leading and trailing
 * '-' trimmed. Heading anchors, legal section ids and the service illustrations' file names all use
 * it.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
