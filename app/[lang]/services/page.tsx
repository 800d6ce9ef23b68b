import { pagePath } from '@/lib/i18n/paths'
import { getServiceCards, SERVICE_CATEGORIES } from '@/lib/service-cards'
import { CtaBanner } from '@/components/sections/cta-banner'
import { ServiceCategory } from '@/components/sections/service-category'
import { sectionMetadata, sectionPage } from '../_components/section-page'

export const generateMetadata = sectionMetadata('services')

// Only the first category is on a phone's first screen (the second starts 2,100 px down, but 1,262
// on a laptop: a 1440-pixel-high screen shows it), and the closing banner on no first screen.
export default sectionPage('services', ({ lang, dict: { servicesCatalog: catalog } }) => (
  <>
    {catalog.categories.map((category, i) => (
      <ServiceCategory key={category.id} {...category} cards={getServiceCards(lang, SERVICE_CATEGORIES[category.id])} muted={i % 2 === 1} drawnNear={i > 0} />
    ))}
    <CtaBanner className="below-fold pt-16" {...catalog.quoteBlock} button={catalog.requestQuote} href={pagePath(lang, 'contact')} />
  </>
))
