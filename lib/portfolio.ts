import 'server-only'
import { getDictionary } from '@/lib/i18n/dictionaries'
import type { Lang } from '@/lib/i18n/locales'

/** Size of the WebP files drawn by scripts/generate-portfolio-images.mjs. */
export const PORTFOLIO_IMAGE_SIZE = { width: 1200, height: 800 } as const

export function getPortfolioProjects(lang: Lang) {
  const { portfolio } = getDictionary(lang)
  return portfolio.projects.map((project) => ({
    id: project.id,
    title: project.title,
    category: portfolio.categories[project.category],
    summary: project.summary,
    image: { src: `/portfolio/${project.id}.webp`, alt: project.imageAlt, ...PORTFOLIO_IMAGE_SIZE },
  }))
}
