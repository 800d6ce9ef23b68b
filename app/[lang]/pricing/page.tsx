import { pagePath } from '@/lib/i18n/paths'
import { getPricingPlans } from '@/lib/pricing'
import { Band } from '@/components/ui/band'
import { ComingSoon } from '@/components/sections/coming-soon'
import { PricingPlans } from '@/components/sections/pricing-plans'
import { sectionMetadata, sectionPage } from '../_components/section-page'

export const generateMetadata = sectionMetadata('pricing')

export default sectionPage('pricing', ({ lang, dict }) => (
  <>
    <Band spacing="md">
      <PricingPlans copy={dict.pricing} plans={getPricingPlans(lang)} contactHref={pagePath(lang, 'contact')} />
    </Band>
    <ComingSoon copy={dict.pricing.projectTracking} />
  </>
))
