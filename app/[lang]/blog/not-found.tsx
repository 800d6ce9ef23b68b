import { LOCALES, type Lang } from '@/lib/i18n/locales'
import { NotFoundByParams } from '@/components/layout/not-found-by-params'
import type { NotFoundViewProps } from '@/components/layout/not-found-view'
import { notFoundProps } from '../../not-found-props'

/**
 * Shown when a blog page calls notFound(): an unknown tag or category, a list page past the last,
 * which reached the page only in draft mode (the proxy answers made-up addresses itself from the
 * blog lists, lib/blog/lists.ts, and answers 503 when it has none). Unknown paths never get here: the proxy sends them to
 * app/global-not-found.tsx, which the server renders in full.
 *
 * Here rather than in app/[lang]: Next sends a not-found file's view, and loads its client
 * component, with every page under its segment. The blog's pages are the only ones whose paths
 * the proxy cannot check, so the marketing pages no longer carry both languages' 404 copy in their
 * payload and one more script.
 */
export default function NotFound() {
  const views = Object.fromEntries(LOCALES.map((lang) => [lang, notFoundProps(lang)])) as Record<Lang, NotFoundViewProps>
  return <NotFoundByParams views={views} />
}
