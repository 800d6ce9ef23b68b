import type { Lang } from '@/lib/i18n/locales'
import { LOCALES } from '@/lib/i18n/locales'
import { CONTENTFUL_LOCALES } from './locales'
import type { RawItem } from './raw'

/**
 * Which languages an entry is published in, decided here and nowhere else (contract section 7,
 * "Languages of a post"): an entry exists in a language when its own main field (a post's title,
 * a tag's or category's name) has a value in that locale. Contentful's locale fallback (fr-FR
 * falls back to en-US) is no translation, so entries are read with `locale=*`, which answers
 * every locale's own value and no fallback.
 */
const MAIN_FIELD: Record<string, string> = { blogPost: 'title', tag: 'name', category: 'name' }

/** The content model's localized fields (docs/blog.md). */
const LOCALIZED = new Set(['title', 'excerpt', 'content', 'name', 'description', 'bio'])
const DEFAULT_LOCALE = CONTENTFUL_LOCALES.en

type AllLocales = Record<string, unknown>

function valueIn(field: unknown, locale: string): unknown {
  return field && typeof field === 'object' && !Array.isArray(field) ? (field as AllLocales)[locale] : undefined
}

/**
 * The languages of an entry read with `locale=*`, in LOCALES order. The content type is given:
 * an answer trimmed by `select` may not carry it.
 */
export function entryLangs(item: RawItem, contentType = item.sys.contentType?.sys.id ?? ''): Lang[] {
  const main = MAIN_FIELD[contentType]
  if (!main) return [...LOCALES]
  const field = item.fields?.[main]
  return LOCALES.filter((lang) => {
    const value = valueIn(field, CONTENTFUL_LOCALES[lang])
    return typeof value === 'string' && value.trim() !== ''
  })
}

/**
 * An entry read with `locale=*` as one language's reader sees it, without fallback: a localized
 * field keeps only that locale's value; the others (slug, dates, links) are the default locale's,
 * the only one they have.
 */
export function inLang(item: RawItem, lang: Lang): RawItem {
  const locale = CONTENTFUL_LOCALES[lang]
  const fields: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(item.fields ?? {})) {
    const value = valueIn(field, LOCALIZED.has(name) ? locale : DEFAULT_LOCALE)
    if (value !== undefined) fields[name] = value
  }
  return { sys: item.sys, fields }
}

/** The value of a non-localized field (the slug) of an entry read with `locale=*`. */
export function defaultValue(item: RawItem, name: string): unknown {
  return valueIn(item.fields?.[name], DEFAULT_LOCALE)
}
