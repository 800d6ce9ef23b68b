import { pagePath } from '@/lib/i18n/paths'
import { siteConfig } from '@/lib/site'
import { Band } from '@/components/ui/band'
import { AboutSection } from '@/components/sections/about-section'
import { ComparisonSection } from '@/components/sections/comparison-section'
import { CtaBanner } from '@/components/sections/cta-banner'
import { sectionMetadata, sectionPage } from '../_components/section-page'

export const generateMetadata = sectionMetadata('about')

export default sectionPage('about', ({ lang, dict }) => (
  <>
    <Band aria-label={dict.about.eyebrow}>
      <AboutSection copy={dict.about} founded={dict.about.founded(siteConfig.foundingYear)} />
    </Band>
    <ComparisonSection heading={dict.home.comparison} copy={dict.comparison} />
    {/* Below the comparison, itself on no first screen. */}
    <CtaBanner className="below-fold pt-20" {...dict.servicesCatalog.quoteBlock} button={dict.about.cta} href={pagePath(lang, 'contact')} />
  </>
))
