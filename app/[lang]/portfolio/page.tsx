import { getPortfolioProjects } from '@/lib/portfolio'
import { Band } from '@/components/ui/band'
import { PortfolioGrid } from '@/components/sections/portfolio-grid'
import { sectionMetadata, sectionPage } from '../_components/section-page'

export const generateMetadata = sectionMetadata('portfolio')

export default sectionPage('portfolio', ({ lang, dict }) => (
  <Band aria-label={dict.pages.portfolio.heading} spacing="md">
    <PortfolioGrid projects={getPortfolioProjects(lang)} headingLevel="h2" opensPage />
  </Band>
))
