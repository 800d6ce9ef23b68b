import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { GeistSans } from 'geist/font/sans'
import { Analytics } from '@vercel/analytics/next'
import { SpeedInsights } from '@vercel/speed-insights/next'
import { env } from '@/lib/env'
import { getDictionary, isLang, LOCALES } from '@/lib/i18n'
import { getNavigation } from '@/lib/navigation'
import { siteConfig } from '@/lib/site'
import { RouteScroll } from '@/components/layout/route-scroll'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { ThemeProvider } from '@/components/layout/theme-provider'
import '../globals.css'

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
  const copy = getDictionary(lang).common
  const nav = getNavigation(lang)

  return (
    <html lang={lang} className={GeistSans.variable} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        <ThemeProvider>
          <SiteHeader
            lang={lang}
            otherLang={nav.otherLang}
            copy={copy}
            siteName={siteConfig.name}
            homeHref={nav.homeHref}
            links={nav.header}
            services={nav.services}
            cta={nav.cta}
          />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter
            otherLang={nav.otherLang}
            copy={copy}
            siteName={siteConfig.name}
            year={new Date().getFullYear()}
            {...nav.footer}
          />
          <RouteScroll />
        </ThemeProvider>
        <Analytics />
        <SpeedInsights />
      </body>
    </html>
  )
}
