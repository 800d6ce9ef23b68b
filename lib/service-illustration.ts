/** "Responsive website shown on a laptop" → "responsive-website-shown-on-a-laptop". */
export function slugifyAlt(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The hero illustration of a service, named after its English alt text as in the seed. */
export function serviceIllustrationPath(englishAlt: string): string {
  return `/services/${slugifyAlt(englishAlt)}.svg`
}

export const SECONDARY_ILLUSTRATION_PATH = '/services/project-board.svg'
