'use client'

import { useParams } from 'next/navigation'
import type { Dictionary } from '@/lib/i18n/dictionaries'
import { DEFAULT_LANG, isLang, type Lang } from '@/lib/i18n/locales'
import { NotFoundView } from './not-found-view'

type Props = { copies: Record<Lang, Dictionary['common']['notFound']> }

/** For notFound() thrown by a page: Next gives not-found files no params, the URL has them. */
export function NotFoundByParams({ copies }: Props) {
  const params = useParams<{ lang?: string }>()
  const lang = isLang(params.lang) ? params.lang : DEFAULT_LANG
  return <NotFoundView lang={lang} copy={copies[lang]} />
}
