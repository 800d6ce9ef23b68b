import { ContentfulLivePreview } from '@contentful/live-preview'
import type { TagField } from '@/lib/blog/types'
import type { Lang } from '@/lib/i18n/locales'
import { CONTENTFUL_LOCALES } from './locales'

/**
 * Tags fields for Live Preview's inspector mode with Contentful's own helper, so the attribute
 * names follow the SDK. Runs on the server only: visitors' pages never call it, and no client
 * bundle carries it. The locale is the page's, so a click in the pane opens the field in the
 * language being read.
 */
export function fieldTagger(lang: Lang): TagField {
  const locale = CONTENTFUL_LOCALES[lang]
  return (entryId, fieldId) => ContentfulLivePreview.getProps({ entryId, fieldId, locale }) ?? undefined
}
