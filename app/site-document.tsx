import type { ReactNode } from 'react'
import { env } from '@/lib/env'
import { getDictionary } from '@/lib/i18n/dictionaries'
import type { Lang } from '@/lib/i18n/locales'
import { getNavigation } from '@/lib/navigation'
import { siteConfig } from '@/lib/site'
import { ClientNavigation } from '@/components/layout/client-navigation'
import { NavigationLoading } from '@/components/layout/navigation-loading'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { ThemeProvider } from '@/components/layout/theme-provider'
import { VercelInsights } from '@/components/layout/vercel-insights'
import { Stylesheets } from './stylesheets'
import { WebFont } from './web-font'

/**
 * The whole document around a page: <html lang>, theme, header, footer, analytics. The language
 * layout and the global 404 both render it, so a 404 looks like any other page.
 */
export function SiteDocument({ lang, children }: { lang: Lang; children: ReactNode }) {
  const copy = getDictionary(lang).common
  const nav = getNavigation(lang)

  return (
    <html lang={lang} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        <Stylesheets />
        <WebFont />
        <ClientNavigation />
        <ThemeProvider>
          <SiteHeader
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
            <NavigationLoading />
          </main>
          <SiteFooter
            otherLang={nav.otherLang}
            copy={copy}
            siteName={siteConfig.name}
            year={new Date().getFullYear()}
            {...nav.footer}
          />
        </ThemeProvider>
        {/* Their scripts are served by Vercel's edge; elsewhere they would only 404. */}
        {env.isVercel ? <VercelInsights /> : null}
      </body>
    </html>
  )
}
