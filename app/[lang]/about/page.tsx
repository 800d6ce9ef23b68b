import type { Metadata } from 'next'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { readLang } from '@/lib/i18n/params'
import { pagePath } from '@/lib/i18n/paths'
import { breadcrumbJsonLd, buildMetadata, sectionCrumb } from '@/lib/seo'
import { siteConfig } from '@/lib/site'
import { AboutSection } from '@/components/sections/about-section'
import { ComparisonTable } from '@/components/sections/comparison-table'
import { CtaBanner } from '@/components/sections/cta-banner'
import { PageHeader } from '@/components/sections/page-header'
import { SectionHeading } from '@/components/sections/section-heading'
import { JsonLd } from '@/components/seo/json-ld'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await readLang(params)
  const { meta } = getDictionary(lang).pages.about
  return buildMetadata({ lang, path: ['about'], ...meta })
}

export default async function AboutPage({ params }: Props) {
  const lang = await readLang(params)
  const dict = getDictionary(lang)
  const page = dict.pages.about
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(lang, [sectionCrumb(lang, 'about')])} />
      <PageHeader heading={page.heading} intro={page.intro} />
      <section aria-label={dict.about.eyebrow} className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <AboutSection copy={dict.about} founded={dict.about.founded(siteConfig.foundingYear)} />
      </section>
      <section aria-labelledby="comparison-heading" className="border-y border-border bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <SectionHeading id="comparison-heading" {...dict.home.comparison} />
          <div className="mt-12">
            <ComparisonTable copy={dict.comparison} />
          </div>
        </div>
      </section>
      <div className="pt-20">
        <CtaBanner
          title={dict.servicesCatalog.quoteBlock.title}
          subtitle={dict.servicesCatalog.quoteBlock.text}
          button={dict.about.cta}
          href={pagePath(lang, 'contact')}
        />
      </div>
    </>
  )
}
