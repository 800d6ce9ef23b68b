import { getDictionary } from '@/lib/i18n/dictionaries'
import { LOCALES } from '@/lib/i18n/locales'
import { NotFoundView } from '@/components/layout/not-found-view'

/**
 * Next gives not-found files no params, so both languages' few lines go to a small client
 * component that reads the language from the URL.
 */
export default function NotFound() {
  const copies = Object.fromEntries(
    LOCALES.map((lang) => [lang, getDictionary(lang).common.notFound]),
  ) as Record<(typeof LOCALES)[number], ReturnType<typeof getDictionary>['common']['notFound']>
  return <NotFoundView copies={copies} />
}
