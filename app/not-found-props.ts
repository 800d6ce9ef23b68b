import { getDictionary } from '@/lib/i18n/dictionaries'
import type { Lang } from '@/lib/i18n/locales'
import { pagePath } from '@/lib/i18n/paths'
import type { NotFoundViewProps } from '@/components/layout/not-found-view'

/** The 404 body's copy and links in one language (app/global-not-found.tsx and the blog's not-found.tsx). */
export function notFoundProps(lang: Lang): NotFoundViewProps {
  return { copy: getDictionary(lang).common.notFound, homeHref: pagePath(lang), contactHref: pagePath(lang, 'contact') }
}
