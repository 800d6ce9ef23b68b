import 'server-only'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { slugify } from '@/lib/slugify'

/** The hero illustration of a service, in public/services/, named after its English alt text. */
export function serviceIllustrationPath(englishAlt: string): string {
  return `/services/${slugify(englishAlt)}.svg`
}

export const SECONDARY_ILLUSTRATION_PATH = '/services/project-board.svg'

/**
 * The hero illustration's SVG source, to draw inline: it is the largest element of the first
 * screen, and inline it paints with the heading instead of after its own request (2–4 KB each).
 * Its English <title> and role go: the page names the drawing in its own language around it.
 * Read at build time; the service pages are static.
 */
export function serviceIllustrationMarkup(englishAlt: string): string {
  const file = join(process.cwd(), 'public', serviceIllustrationPath(englishAlt))
  return readFileSync(file, 'utf8')
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/\s+role="img"/, ' aria-hidden="true" focusable="false"')
    .replace(/>\s+</g, '><')
    .trim()
}
