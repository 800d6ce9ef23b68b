'use client'

import { useParams } from 'next/navigation'
import { ERROR_PAGE_COPY } from '@/lib/i18n/error-copy'
import { DEFAULT_LANG, isLang } from '@/lib/i18n/locales'
import { pagePath } from '@/lib/i18n/paths'
import { ErrorView } from '@/components/layout/error-view'

/**
 * A page that throws while rendering shows this inside the site's header and footer (the
 * language layout stays), in the page's language. `retry` fetches and renders the page again.
 */
export default function LangError({ retry }: { error: unknown; retry: () => void }) {
  const { lang } = useParams<{ lang?: string }>()
  const safeLang = isLang(lang) ? lang : DEFAULT_LANG
  return <ErrorView copy={ERROR_PAGE_COPY[safeLang]} homeHref={pagePath(safeLang)} onRetry={retry} />
}
