import type { Metadata } from 'next'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { formatDate } from '@/lib/i18n/format-date'
import { readLang } from '@/lib/i18n/params'
import { breadcrumbJsonLd, buildMetadata, sectionCrumb } from '@/lib/seo'
import { siteConfig } from '@/lib/site'
import { LegalDocument } from '@/components/sections/legal-document'
import { PageHeader } from '@/components/sections/page-header'
import { JsonLd } from '@/components/seo/json-ld'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await readLang(params)
  const { meta } = getDictionary(lang).pages.terms
  return buildMetadata({ lang, path: ['terms'], ...meta })
}

export default async function TermsPage({ params }: Props) {
  const lang = await readLang(params)
  const dict = getDictionary(lang)
  const { legal } = dict
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(lang, [sectionCrumb(lang, 'terms')])} />
      <PageHeader heading={dict.pages.terms.heading} />
      <LegalDocument
        document={legal.terms(siteConfig)}
        updated={legal.lastUpdated(formatDate(legal.updated, lang))}
        contentsLabel={legal.contents}
      />
    </>
  )
}
