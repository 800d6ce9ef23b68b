import type { Metadata } from 'next'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { readLang } from '@/lib/i18n/params'
import { buildMetadata } from '@/lib/seo'
import { PageHeader } from '@/components/sections/page-header'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await readLang(params)
  const { meta } = getDictionary(lang).pages.contact
  return buildMetadata({ lang, path: ['contact'], ...meta })
}

export default async function ContactPage({ params }: Props) {
  const lang = await readLang(params)
  const page = getDictionary(lang).pages.contact
  return <PageHeader heading={page.heading} intro={page.intro} />
}
