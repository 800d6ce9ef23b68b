import type { Lang } from '@/lib/i18n/locales'
import { table } from '@/lib/lookup'

/** Contentful's locale codes for our two languages: the space's default is en-US. */
export const CONTENTFUL_LOCALES = table<Lang, string>({ en: 'en-US', fr: 'fr-FR' })
