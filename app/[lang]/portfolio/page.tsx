import type { Metadata } from 'next'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { readLang } from '@/lib/i18n/params'
import { breadcrumbJsonLd, buildMetadata, sectionCrumb } from '@/lib/seo'
import { getPortfolioProjects } from '@/lib/portfolio'
import { PageHeader } from '@/components/sections/page-header'
import { PortfolioGrid } from '@/components/sections/portfolio-grid'
import { JsonLd } from '@/components/seo/json-ld'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await readLang(params)
  const { meta } = getDictionary(lang).pages.portfolio
  return buildMetadata({ lang, path: ['portfolio'], ...meta })
}

export default async function PortfolioPage({ params }: Props) {
  const lang = await readLang(params)
  const page = getDictionary(lang).pages.portfolio
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(lang, [sectionCrumb(lang, 'portfolio')])} />
      <PageHeader heading={page.heading} intro={page.intro} />
      <section aria-label={page.heading} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <PortfolioGrid projects={getPortfolioProjects(lang)} headingLevel="h2" />
      </section>
    </>
  )
}
