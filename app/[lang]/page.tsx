import type { Metadata } from 'next'
import { sendContactMessage } from '@/lib/contact/action'
import { getContactDetails } from '@/lib/contact/details'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { readLang } from '@/lib/i18n/params'
import { pagePath } from '@/lib/i18n/paths'
import { getPortfolioProjects } from '@/lib/portfolio'
import { getPricingPlans } from '@/lib/pricing'
import { buildMetadata, organizationJsonLd } from '@/lib/seo'
import { getServiceCards, HOME_SERVICE_CARDS } from '@/lib/service-cards'
import { siteConfig } from '@/lib/site'
import { Band } from '@/components/ui/band'
import { ButtonLink } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import { ArrowRight } from '@/components/ui/icons'
import { AboutSection } from '@/components/sections/about-section'
import { ComparisonSection } from '@/components/sections/comparison-section'
import { ContactSection } from '@/components/sections/contact-section'
import { Hero } from '@/components/sections/hero'
import { PortfolioGrid } from '@/components/sections/portfolio-grid'
import { PricingPlans } from '@/components/sections/pricing-plans'
import { SectionHeading } from '@/components/sections/section-heading'
import { ServicesGrid } from '@/components/sections/services-grid'
import { TestimonialsMarquee } from '@/components/sections/testimonials-marquee'
import { JsonLd } from '@/components/seo/json-ld'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await readLang(params)
  return buildMetadata({ lang, path: [], ...getDictionary(lang).pages.home.meta })
}

export default async function HomePage({ params }: Props) {
  const lang = await readLang(params)
  const dict = getDictionary(lang)
  const { home } = dict
  const contactHref = pagePath(lang, 'contact')

  return (
    <>
      <JsonLd data={organizationJsonLd(lang)} />
      <Hero copy={home.hero} contactHref={contactHref} servicesHref={pagePath(lang, 'services')} />

      <Band aria-labelledby="services-heading">
        <SectionHeading id="services-heading" {...home.servicesGrid} />
        {/* A laptop's first screen ends at the heading: the cards are styled by the whole stylesheet. */}
        <ServicesGrid className="mt-12 styled-late" cards={getServiceCards(lang, HOME_SERVICE_CARDS)} />
        <MoreLink href={pagePath(lang, 'services')} label={home.servicesGrid.allServices} />
      </Band>

      <ComparisonSection heading={home.comparison} copy={dict.comparison} />

      <Band deferred="below-fold" id="portfolio" aria-labelledby="portfolio-heading">
        <SectionHeading id="portfolio-heading" {...home.portfolio} />
        <div className="mt-12">
          <PortfolioGrid projects={getPortfolioProjects(lang)} />
        </div>
        <MoreLink href={pagePath(lang, 'portfolio')} label={home.portfolio.allProjects} />
      </Band>

      <Band deferred="below-fold" id="about" tone="muted">
        <AboutSection copy={dict.about} founded={dict.about.founded(siteConfig.foundingYear)} />
      </Band>

      <section aria-labelledby="testimonials-heading" className="below-fold py-20">
        <SectionHeading id="testimonials-heading" className="px-4" {...home.testimonials} />
        <div className="mt-12">
          <TestimonialsMarquee label={dict.testimonials.label} items={dict.testimonials.items} />
        </div>
      </section>

      <section id="pricing" aria-labelledby="pricing-heading" className="below-fold border-t border-border bg-muted">
        <Container className="py-20">
          <SectionHeading id="pricing-heading" className="mb-10" {...home.pricing} />
          <PricingPlans copy={dict.pricing} plans={getPricingPlans(lang)} contactHref={contactHref} headingLevel="h3" />
          <MoreLink href={pagePath(lang, 'pricing')} label={home.pricing.allDetails} />
        </Container>
      </section>

      <ContactSection lang={lang} copy={dict.contact} contact={getContactDetails(lang)} send={sendContactMessage} belowFold />
    </>
  )
}

/** The button under a section to the page that has all of it. */
function MoreLink({ href, label }: { href: string; label: string }) {
  return (
    <div className="mt-10 flex justify-center">
      <ButtonLink href={href} variant="outline">
        {label}
        <ArrowRight className="size-4" />
      </ButtonLink>
    </div>
  )
}
