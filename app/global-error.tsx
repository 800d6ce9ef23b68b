'use client'

import { usePathname } from 'next/navigation'
import { ERROR_PAGE_COPY } from '@/lib/i18n/error-copy'
import { DEFAULT_LANG, isLang } from '@/lib/i18n/locales'

/*
 * Its own few rules, in the site's colours (app/globals.css) and both themes, instead of the
 * site's stylesheet: Next sends the stylesheet of every boundary with every page, and importing
 * globals.css here sent a third copy of it with each page when it was inlined (77 KiB raw), and
 * would now link it, render-blocking, in every document. Shown only when the layout itself fails.
 */
const STYLE = `body{margin:0;font:16px/1.5 ui-sans-serif,system-ui,sans-serif;background:#fff;color:#0b1220}
main{max-width:42rem;margin:0 auto;padding:6rem 1rem;text-align:center}
p:first-child{font-size:.875rem;font-weight:600;letter-spacing:.1em;text-transform:uppercase;color:#3730a3}
h1{margin:.75rem 0 0;font-size:2.25rem;line-height:1.2;text-wrap:balance}
p{color:#4a5568}
div{display:flex;flex-wrap:wrap;justify-content:center;gap:.75rem;margin-top:2.5rem}
button,a{font:inherit;font-weight:600;padding:.625rem 1.25rem;border-radius:.5rem;border:1px solid #3730a3;text-decoration:none;cursor:pointer}
button{background:#3730a3;color:#fff}a{color:#3730a3}
@media (prefers-color-scheme:dark){body{background:#0a0f1c;color:#f1f4f9}p{color:#a7b0c2}p:first-child,a{color:#a5b4fc}button,a{border-color:#a5b4fc}button{background:#a5b4fc;color:#0b1220}}`

/**
 * When the language layout itself fails, Next renders this in its place, in the language of
 * the path. Nothing of the layout, which has just failed: no header and footer (their copy comes
 * from the server-only dictionaries), no theme provider, no stylesheet (above). Errors below the
 * layout get app/[lang]/error.tsx, inside the layout.
 *
 * Next sends this component's code with every page, in a chunk of its own that shares nothing
 * with the layout's: so it imports only its copy. No client Link, icon or path table (they made
 * every page 4.7 KiB of gzip heavier), and the way home is a plain link: after the layout
 * failed, a full load is the surer way back.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const first = usePathname()?.split('/')[1]
  const lang = isLang(first) ? first : DEFAULT_LANG
  const copy = ERROR_PAGE_COPY[lang]
  return (
    <html lang={lang}>
      <body>
        {/* No metadata in an error boundary: React puts this <title> in the head. */}
        <title>{copy.title}</title>
        <style>{STYLE}</style>
        <main id="main">
          <p>{copy.eyebrow}</p>
          <h1>{copy.heading}</h1>
          <p>{copy.body}</p>
          <div>
            <button type="button" onClick={retry}>
              {copy.retry}
            </button>
            <a href={`/${lang}`}>{copy.home}</a>
          </div>
        </main>
      </body>
    </html>
  )
}
