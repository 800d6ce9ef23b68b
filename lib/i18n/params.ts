import 'server-only'
import { notFound } from 'next/navigation'
import { isLang, type Lang } from './locales'

/** The `lang` route param, validated: anything else is a 404 (the proxy normally stops it first). */
export async function readLang(params: Promise<{ lang: string }>): Promise<Lang> {
  const { lang } = await params
  if (!isLang(lang)) notFound()
  return lang
}
