import { getDictionary } from '@/lib/i18n/dictionaries'
import { LOCALES, type Lang } from '@/lib/i18n/locales'
import { NotFoundByParams } from '@/components/layout/not-found-by-params'

/**
 * Shown when a page calls notFound() (an unknown blog tag, say). Unknown paths never get here:
 * the proxy sends them to app/global-not-found.tsx, which the server renders in full.
 */
export default function NotFound() {
  const copies = Object.fromEntries(
    LOCALES.map((lang) => [lang, getDictionary(lang).common.notFound]),
  ) as Record<Lang, ReturnType<typeof getDictionary>['common']['notFound']>
  return <NotFoundByParams copies={copies} />
}
