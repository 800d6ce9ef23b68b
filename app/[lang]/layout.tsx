import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { env } from '@/lib/env'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { isLang, LOCALES } from '@/lib/i18n/locales'
import { siteConfig } from '@/lib/site'
import { SiteDocument } from '../site-document'

type Props = { children: React.ReactNode; params: Promise<{ lang: string }> }

export function generateStaticParams() {
  return LOCALES.map((lang) => ({ lang }))
}

// No `dynamicParams = false` here: Next 16 inherits it into every nested dynamic segment, which
// would 404 blog posts published after the build. The proxy and notFound() below already turn
// away any other language.

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0a0f1c' },
  ],
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params
  if (!isLang(lang)) return {}
  const { meta } = getDictionary(lang).common
  return {
    metadataBase: new URL(env.siteUrl),
    title: { template: meta.titleTemplate(siteConfig.name), default: meta.defaultTitle },
    description: meta.defaultDescription,
    applicationName: siteConfig.name,
    ...(env.googleSiteVerification
      ? { verification: { google: env.googleSiteVerification } }
      : {}),
  }
}

export default async function LangLayout({ children, params }: Props) {
  const { lang } = await params
  if (!isLang(lang)) notFound()
  return <SiteDocument lang={lang}>{children}</SiteDocument>
}
