import { draftMode } from 'next/headers'
import type { TagField } from '@/lib/blog/types'
import { fieldTagger } from '@/lib/contentful/inspector'
import type { Lang } from '@/lib/i18n/locales'

/**
 * The field tagger in draft mode, else undefined: visitors' pages carry no inspector attribute.
 * Reading draftMode() keeps the page pre-rendered; only a request with the draft cookie renders
 * it on demand.
 */
export async function getDraftTagger(lang: Lang): Promise<TagField | undefined> {
  return (await draftMode()).isEnabled ? fieldTagger(lang) : undefined
}
