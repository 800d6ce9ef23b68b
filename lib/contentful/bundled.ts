import exportFile from '@/content/blog/contentful-export.json'
import type { EntriesQuery, RawCollection, RawItem } from './raw'

/**
 * The bundled content (content/blog, Contentful's export format) answered like the Delivery
 * API: same queries, same resolved shape, so one reshaper serves both sources.
 */
type ExportItem = {
  sys: { id: string; type?: string; contentType?: { sys: { id: string } }; createdAt?: string; updatedAt?: string }
  fields?: Record<string, Record<string, unknown> | undefined>
}
type ExportFile = { entries?: ExportItem[]; assets?: ExportItem[] }

const DEFAULT_LOCALE = 'en-US'
const data = exportFile as unknown as ExportFile
const entries = data.entries ?? []
const byId = new Map<string, { item: ExportItem; type: 'Entry' | 'Asset' }>([
  ...entries.map((item) => [item.sys.id, { item, type: 'Entry' as const }] as const),
  ...(data.assets ?? []).map((item) => [item.sys.id, { item, type: 'Asset' as const }] as const),
])

/**
 * Where an exported asset's file is served from: '//images.ctfassets.net/<space>/<id>/<token>/
 * <file>' → '/blog-assets/images.ctfassets.net/<space>/<id>/<token>/<file>' under public/.
 */
export function bundledAssetUrl(url: string): string {
  // The file sits under public/blog-assets/ at the URL's host and path, the layout
  // contentful-import reads with uploadAssets (content/blog/README.md).
  return /^(?:https?:)?\/\//.test(url) ? `/blog-assets/${url.replace(/^(?:https?:)?\/\//, '')}` : url
}

function localized(item: ExportItem, locale: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const [name, values] of Object.entries(item.fields ?? {})) {
    // Contentful's own fallback: a locale without a value falls back to the default locale.
    const value = values?.[locale] ?? values?.[DEFAULT_LOCALE]
    if (value !== undefined) fields[name] = value
  }
  return fields
}

function isLink(value: unknown): value is { sys: { type: 'Link'; id: string } } {
  const sys = (value as { sys?: { type?: unknown; id?: unknown } } | null)?.sys
  return typeof value === 'object' && sys?.type === 'Link' && typeof sys.id === 'string'
}

/** Replaces links by their items down to `depth`, like include=2; unresolvable links stay. */
function resolve(value: unknown, locale: string, depth: number): unknown {
  if (Array.isArray(value)) return value.map((v) => resolve(v, locale, depth))
  if (isLink(value)) {
    const found = byId.get(value.sys.id)
    return found && depth > 0 ? toRaw(found.item, found.type, locale, depth - 1) : value
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, resolve(v, locale, depth)]),
    )
  }
  return value
}

function toRaw(item: ExportItem, type: 'Entry' | 'Asset', locale: string, depth: number): RawItem {
  // locale=*: every locale's own value, links left as links (the lists read no linked entry).
  if (locale === '*') return { sys: { ...item.sys, type }, fields: { ...item.fields } }
  const fields = localized(item, locale)
  if (type === 'Asset') {
    const file = fields.file as { url?: unknown } | undefined
    if (file && typeof file.url === 'string') fields.file = { ...file, url: bundledAssetUrl(file.url) }
    return { sys: { ...item.sys, type }, fields }
  }
  return { sys: { ...item.sys, type }, fields: resolve(fields, locale, depth) as Record<string, unknown> }
}

function linkId(value: unknown): string | undefined {
  return isLink(value) ? value.sys.id : undefined
}

function matches(item: ExportItem, query: EntriesQuery): boolean {
  const f = item.fields ?? {}
  if (item.sys.contentType?.sys.id !== query.content_type) return false
  if (query['fields.slug'] !== undefined && f.slug?.[DEFAULT_LOCALE] !== query['fields.slug']) return false
  const ids = query['sys.id[in]']
  if (ids !== undefined && !ids.split(',').includes(item.sys.id)) return false
  const tag = query['fields.tags.sys.id']
  if (tag !== undefined) {
    const tags = f.tags?.[DEFAULT_LOCALE]
    if (!Array.isArray(tags) || !tags.some((t) => linkId(t) === tag)) return false
  }
  const category = query['fields.category.sys.id']
  if (category !== undefined && linkId(f.category?.[DEFAULT_LOCALE]) !== category) return false
  return true
}

function sortKey(item: ExportItem, field: string, locale: string): string {
  const value = localized(item, locale)[field]
  return typeof value === 'string' ? value : ''
}

export async function getBundledEntries(query: EntriesQuery): Promise<RawCollection> {
  const found = entries.filter((item) => matches(item, query))
  const order = query.order
  if (order) {
    const descending = order.startsWith('-')
    const field = (order.split(',')[0] ?? '').replace(/^-?fields\./, '')
    found.sort((a, b) => {
      const cmp = sortKey(a, field, query.locale).localeCompare(sortKey(b, field, query.locale))
      return descending ? -cmp : cmp
    })
  }
  const skip = query.skip ?? 0
  const limit = query.limit ?? 100
  const items = found
    .slice(skip, skip + limit)
    .map((item) => toRaw(item, 'Entry', query.locale, query.include ?? 1))
  return { items, total: found.length, skip, limit }
}
