'use client'

import { useParams } from 'next/navigation'
import { DEFAULT_LANG, isLang, type Lang } from '@/lib/i18n/locales'
import { NotFoundView, type NotFoundViewProps } from './not-found-view'

type Props = { views: Record<Lang, NotFoundViewProps> }

/** For notFound() thrown by a page: Next gives not-found files no params, the URL has them. */
export function NotFoundByParams({ views }: Props) {
  const params = useParams<{ lang?: string }>()
  const lang = isLang(params.lang) ? params.lang : DEFAULT_LANG
  return <NotFoundView {...views[lang]} />
}
