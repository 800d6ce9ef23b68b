/**
 * The content model (four content types: blogPost, category, tag, author; their fields in the
 * bundled content/blog/contentful-export.json) arrives as the Delivery
 * API returns it for one locale with links resolved. The bundled export declares the same model
 * (content/blog/export.test.ts checks it), and `npm run contentful:import` creates it in a space.
 * The `Raw` markers keep these shapes out of components.
 *
 * What the reshaper reads: an entry or asset of one locale, links replaced by the linked item
 * (or left as a link when unresolvable). Typed loosely on purpose: the reshaper checks every
 * value, since neither the API nor the bundled file guarantees optional fields.
 */
export type RawItem = {
  sys: {
    id: string
    type: string
    linkType?: string
    createdAt?: string
    updatedAt?: string
    contentType?: { sys: { id: string } }
  }
  fields?: Record<string, unknown>
}

export type RawCollection = { items: RawItem[]; total: number; skip: number; limit: number }

/** The queries the adapter makes, in the Delivery API's own parameter names. */
export type EntriesQuery = {
  content_type: 'blogPost' | 'category' | 'tag' | 'author'
  /** A Contentful locale code, or '*': every locale's own value, no fallback (languages.ts). */
  locale: string
  order?: string
  limit?: number
  skip?: number
  include?: number
  /** Only these fields (the bundled source ignores it and returns every field). */
  select?: string
  'fields.slug'?: string
  /** These entries only (comma-separated ids, at most 100 in one query). */
  'sys.id[in]'?: string
  'fields.tags.sys.id'?: string
  'fields.category.sys.id'?: string
  /** The entries that link to this entry or asset (what shows it), for the webhook. */
  links_to_entry?: string
  links_to_asset?: string
}
