import type { Metadata } from 'next'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { readLang } from '@/lib/i18n/params'
import { pagePath } from '@/lib/i18n/paths'
import { getPricingPlans } from '@/lib/pricing'
import { breadcrumbJsonLd, buildMetadata, sectionCrumb } from '@/lib/seo'
import { ComingSoon } from '@/components/sections/coming-soon'
import { PageHeader } from '@/components/sections/page-header'
import { PricingPlans } from '@/components/sections/pricing-plans'
import { JsonLd } from '@/components/seo/json-ld'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await readLang(params)
  const { meta } = getDictionary(lang).pages.pricing
  return buildMetadata({ lang, path: ['pricing'], ...meta })
}

export default async function PricingPage({ params }: Props) {
  const lang = await readLang(params)
  const dict = getDictionary(lang)
  const page = dict.pages.pricing
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(lang, [sectionCrumb(lang, 'pricing')])} />
      <PageHeader heading={page.heading} intro={page.intro} />
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <PricingPlans copy={dict.pricing} plans={getPricingPlans(lang)} contactHref={pagePath(lang, 'contact')} />
      </section>
      <ComingSoon copy={dict.pricing.projectTracking} />
    </>
  )
}
