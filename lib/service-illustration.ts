import { slugify } from '@/lib/slugify'

export { slugify as slugifyAlt }

/** The hero illustration of a service, in public/services/, named after its English alt text. */
export function serviceIllustrationPath(englishAlt: string): string {
  return `/services/${slugify(englishAlt)}.svg`
}

export const SECONDARY_ILLUSTRATION_PATH = '/services/project-board.svg'
