'use client'

import { usePathname } from 'next/navigation'
import { ERROR_PAGE_COPY } from '@/lib/i18n/error-copy'
import { DEFAULT_LANG, isLang } from '@/lib/i18n/locales'
import { buttonClasses } from '@/components/ui/button-classes'
import { MessageView } from '@/components/layout/message-view'
import { geistSans } from './fonts/geist-sans'
import './globals.css'

/**
 * When the language layout itself fails, Next renders this in its place: the site's styles and
 * font, in the language of the path. Nothing of the layout, which has just failed: no header and
 * footer (their copy comes from the server-only dictionaries) and no theme provider (in the
 * light theme). Errors below the layout get app/[lang]/error.tsx, inside the layout.
 *
 * Next sends this component's code with every page, in a chunk of its own that shares nothing
 * with the layout's: so it imports only the copy and the message's markup. No client Link, icon
 * or path table (they made every page 4 KiB of gzip heavier), and the way home is a plain link:
 * after the layout failed, a full load is the surer way back.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const first = usePathname()?.split('/')[1]
  const lang = isLang(first) ? first : DEFAULT_LANG
  const copy = ERROR_PAGE_COPY[lang]
  return (
    <html lang={lang} className={geistSans.variable} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        {/* No metadata in an error boundary: React puts this <title> in the head. */}
        <title>{copy.title}</title>
        <main id="main" className="flex-1">
          <MessageView eyebrow={copy.eyebrow} heading={copy.heading} body={copy.body}>
            <button type="button" className={buttonClasses('primary')} onClick={retry}>
              {copy.retry}
            </button>
            <a href={`/${lang}`} className={buttonClasses('outline')}>
              {copy.home}
            </a>
          </MessageView>
        </main>
      </body>
    </html>
  )
}
