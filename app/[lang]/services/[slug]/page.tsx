import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { isLang, LOCALES, type Lang } from '@/lib/i18n/locales'
import { SERVICES, type ServiceId } from '@/lib/i18n/services'
import { buildMetadata } from '@/lib/seo'
import { PageHeader } from '@/components/sections/page-header'

type Props = { params: Promise<{ lang: string; slug: string }> }

export function generateStaticParams() {
  return LOCALES.flatMap((lang) => SERVICES.map((service) => ({ lang, slug: service[lang] })))
}

// Only the slugs of the page's own language render; the proxy redirects the others.
export const dynamicParams = false

async function readService(params: Props['params']): Promise<{ lang: Lang; id: ServiceId; slug: string }> {
  const { lang, slug } = await params
  const service = SERVICES.find((s) => isLang(lang) && s[lang] === slug)
  if (!service || !isLang(lang)) notFound()
  return { lang, id: service.id, slug }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id, slug } = await readService(params)
  const hero = getDictionary(lang).services[id]
  return buildMetadata({
    lang,
    path: ['services', slug],
    title: hero.heroTitle,
    description: hero.heroSubtitle,
  })
}

export default async function ServicePage({ params }: Props) {
  const { lang, id } = await readService(params)
  const hero = getDictionary(lang).services[id]
  return <PageHeader eyebrow={hero.name} heading={hero.heroTitle} intro={hero.heroSubtitle} />
}
