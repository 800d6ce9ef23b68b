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

/**
 * The privacy policy and the legal notice are one page shape: a header, then the document the
 * dictionary writes from the company's facts. Each route file names which one it shows.
 */
export function legalPage(kind: 'privacy' | 'terms') {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const lang = await readLang(params)
    const { meta } = getDictionary(lang).pages[kind]
    return buildMetadata({ lang, path: [kind], ...meta })
  }

  async function LegalPage({ params }: Props) {
    const lang = await readLang(params)
    const dict = getDictionary(lang)
    const { legal } = dict
    return (
      <>
        <JsonLd data={breadcrumbJsonLd(lang, [sectionCrumb(lang, kind)])} />
        <PageHeader heading={dict.pages[kind].heading} />
        <LegalDocument
          document={legal[kind](siteConfig)}
          updated={legal.lastUpdated(formatDate(legal.updated, lang))}
          contentsLabel={legal.contents}
        />
      </>
    )
  }

  return { generateMetadata, LegalPage }
}
