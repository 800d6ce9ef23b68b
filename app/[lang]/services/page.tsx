import type { Metadata } from 'next'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { readLang } from '@/lib/i18n/params'
import { pagePath } from '@/lib/i18n/paths'
import { breadcrumbJsonLd, buildMetadata, sectionCrumb } from '@/lib/seo'
import { getServiceCards, SERVICE_CATEGORIES } from '@/lib/service-cards'
import { CtaBanner } from '@/components/sections/cta-banner'
import { PageHeader } from '@/components/sections/page-header'
import { SectionHeading } from '@/components/sections/section-heading'
import { ServicesGrid } from '@/components/sections/services-grid'
import { JsonLd } from '@/components/seo/json-ld'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await readLang(params)
  const { meta } = getDictionary(lang).pages.services
  return buildMetadata({ lang, path: ['services'], ...meta })
}

export default async function ServicesPage({ params }: Props) {
  const lang = await readLang(params)
  const dict = getDictionary(lang)
  const page = dict.pages.services
  const catalog = dict.servicesCatalog

  return (
    <>
      <JsonLd data={breadcrumbJsonLd(lang, [sectionCrumb(lang, 'services')])} />
      <PageHeader heading={page.heading} intro={page.intro} />
      {catalog.categories.map((category, i) => (
        <section
          key={category.id}
          aria-labelledby={`category-${category.id}`}
          className={i % 2 === 1 ? 'border-y border-border bg-muted' : undefined}
        >
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
            <SectionHeading id={`category-${category.id}`} heading={category.title} intro={category.intro} />
            <ServicesGrid
              className="mt-10"
              columns={2}
              cards={getServiceCards(lang, SERVICE_CATEGORIES[category.id])}
            />
          </div>
        </section>
      ))}
      <div className="pt-16">
        <CtaBanner
          title={catalog.quoteBlock.title}
          subtitle={catalog.quoteBlock.text}
          button={catalog.requestQuote}
          href={pagePath(lang, 'contact')}
        />
      </div>
    </>
  )
}
