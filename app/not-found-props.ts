import { getDictionary } from '@/lib/i18n/dictionaries'
import type { Lang } from '@/lib/i18n/locales'
import { pagePath } from '@/lib/i18n/paths'
import type { NotFoundViewProps } from '@/components/layout/not-found-view'

/**
 * The 404 body's copy and links in one language (app/global-not-found.tsx and the blog's
 * not-found.tsx). Only what the view shows: the blog's copy of it goes to the browser, both
 * languages of it, with every blog page.
 */
export function notFoundProps(lang: Lang): NotFoundViewProps {
  const { eyebrow, heading, body, home, contact } = getDictionary(lang).common.notFound
  return { copy: { eyebrow, heading, body, home, contact }, homeHref: pagePath(lang), contactHref: pagePath(lang, 'contact') }
}
