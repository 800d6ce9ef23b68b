import type { Metadata } from 'next'
import { ArrowRight } from '@/components/ui/icons'
import { getContactDetails } from '@/lib/contact/details'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { readLang } from '@/lib/i18n/params'
import { pagePath } from '@/lib/i18n/paths'
import { getPortfolioProjects } from '@/lib/portfolio'
import { getPricingPlans } from '@/lib/pricing'
import { buildMetadata, organizationJsonLd } from '@/lib/seo'
import { getServiceCards, HOME_SERVICE_CARDS } from '@/lib/service-cards'
import { siteConfig } from '@/lib/site'
import { ButtonLink } from '@/components/ui/button-link'
import { AboutSection } from '@/components/sections/about-section'
import { ComparisonTable } from '@/components/sections/comparison-table'
import { ContactSection } from '@/components/sections/contact-section'
import { Hero } from '@/components/sections/hero'
import { PortfolioGrid } from '@/components/sections/portfolio-grid'
import { PricingPlans } from '@/components/sections/pricing-plans'
import { SectionHeading } from '@/components/sections/section-heading'
import { ServicesGrid } from '@/components/sections/services-grid'
import { TestimonialsMarquee } from '@/components/sections/testimonials-marquee'
import { JsonLd } from '@/components/seo/json-ld'

type Props = { params: Promise<{ lang: string }> }

const SECTION = 'mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8'

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

      <section aria-labelledby="services-heading" className={SECTION}>
        <SectionHeading id="services-heading" {...home.servicesGrid} />
        <ServicesGrid className="mt-12" cards={getServiceCards(lang, HOME_SERVICE_CARDS)} />
        <MoreLink href={pagePath(lang, 'services')} label={home.servicesGrid.allServices} />
      </section>

      <section aria-labelledby="comparison-heading" className="border-y border-border bg-muted">
        <div className={SECTION}>
          <SectionHeading id="comparison-heading" {...home.comparison} />
          <div className="mt-12">
            <ComparisonTable copy={dict.comparison} />
          </div>
        </div>
      </section>

      <section id="portfolio" aria-labelledby="portfolio-heading" className={SECTION}>
        <SectionHeading id="portfolio-heading" {...home.portfolio} />
        <div className="mt-12">
          <PortfolioGrid projects={getPortfolioProjects(lang)} />
        </div>
        <MoreLink href={pagePath(lang, 'portfolio')} label={home.portfolio.allProjects} />
      </section>

      <section id="about" className="border-y border-border bg-muted">
        <div className={SECTION}>
          <AboutSection copy={dict.about} founded={dict.about.founded(siteConfig.foundingYear)} />
        </div>
      </section>

      <section aria-labelledby="testimonials-heading" className="py-20">
        <SectionHeading id="testimonials-heading" className="px-4" {...home.testimonials} />
        <div className="mt-12">
          <TestimonialsMarquee label={dict.testimonials.label} items={dict.testimonials.items} />
        </div>
      </section>

      <section id="pricing" aria-labelledby="pricing-heading" className="border-t border-border bg-muted">
        <div className={SECTION}>
          <SectionHeading id="pricing-heading" className="mb-10" {...home.pricing} />
          <PricingPlans copy={dict.pricing} plans={getPricingPlans(lang)} contactHref={contactHref} headingLevel="h3" />
          <MoreLink href={pagePath(lang, 'pricing')} label={home.pricing.allDetails} />
        </div>
      </section>

      <ContactSection lang={lang} copy={dict.contact} contact={getContactDetails(lang)} />
    </>
  )
}

function MoreLink({ href, label }: { href: string; label: string }) {
  return (
    <div className="mt-10 flex justify-center">
      <ButtonLink href={href} variant="outline">
        {label}
        <ArrowRight aria-hidden="true" className="size-4" />
      </ButtonLink>
    </div>
  )
}
