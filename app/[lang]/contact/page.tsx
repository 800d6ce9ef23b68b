import type { Metadata } from 'next'
import { getContactDetails } from '@/lib/contact/details'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { readLang } from '@/lib/i18n/params'
import { breadcrumbJsonLd, buildMetadata, sectionCrumb } from '@/lib/seo'
import { ContactSection } from '@/components/sections/contact-section'
import { PageHeader } from '@/components/sections/page-header'
import { JsonLd } from '@/components/seo/json-ld'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await readLang(params)
  const { meta } = getDictionary(lang).pages.contact
  return buildMetadata({ lang, path: ['contact'], ...meta })
}

export default async function ContactPage({ params }: Props) {
  const lang = await readLang(params)
  const dict = getDictionary(lang)
  const page = dict.pages.contact
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(lang, [sectionCrumb(lang, 'contact')])} />
      <PageHeader eyebrow={dict.contact.section.eyebrow} heading={page.heading} intro={page.intro} />
      <ContactSection lang={lang} copy={dict.contact} contact={getContactDetails(lang)} showHeading={false} />
    </>
  )
}
