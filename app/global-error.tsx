'use client'

import { usePathname } from 'next/navigation'
import { ERROR_PAGE_COPY } from '@/lib/i18n/error-copy'
import { DEFAULT_LANG } from '@/lib/i18n/locales'
import { pagePath, splitLangPrefix } from '@/lib/i18n/paths'
import { ErrorView } from '@/components/layout/error-view'
import { geistSans } from './fonts/geist-sans'
import './globals.css'

/**
 * When the language layout itself fails, Next renders this in its place: the site's styles and
 * font, in the language of the path. Nothing of the layout, which has just failed: no header and
 * footer (their copy comes from the server-only dictionaries) and no theme provider (in the
 * light theme). Errors below the layout get app/[lang]/error.tsx, inside the layout.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const lang = splitLangPrefix(usePathname() ?? '').lang ?? DEFAULT_LANG
  return (
    <html lang={lang} className={geistSans.variable} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        {/* No metadata in an error boundary: React puts this <title> in the head. */}
        <title>{ERROR_PAGE_COPY[lang].title}</title>
        <main id="main" className="flex-1">
          <ErrorView copy={ERROR_PAGE_COPY[lang]} homeHref={pagePath(lang)} onRetry={retry} />
        </main>
      </body>
    </html>
  )
}
