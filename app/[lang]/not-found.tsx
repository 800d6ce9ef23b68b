import { LOCALES, type Lang } from '@/lib/i18n/locales'
import { NotFoundByParams } from '@/components/layout/not-found-by-params'
import type { NotFoundViewProps } from '@/components/layout/not-found-view'
import { notFoundProps } from '../not-found-props'

/**
 * Shown when a page calls notFound() (an unknown blog tag, say). Unknown paths never get here:
 * the proxy sends them to app/global-not-found.tsx, which the server renders in full.
 */
export default function NotFound() {
  const views = Object.fromEntries(LOCALES.map((lang) => [lang, notFoundProps(lang)])) as Record<Lang, NotFoundViewProps>
  return <NotFoundByParams views={views} />
}
