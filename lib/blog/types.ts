import type { RichDocument } from '@/lib/contentful/rich-text'
import type { Lang } from '@/lib/i18n/locales'

/** Our own blog types: plain values, no SDK shapes, safe to pass to client components. */
export type Image = { url: string; width: number; height: number; alt: string }

export type Category = { id: string; slug: string; name: string; description: string }
export type Tag = { id: string; slug: string; name: string }
export type Author = { id: string; name: string; bio: string; picture?: Image }

export type PostSummary = {
  id: string
  slug: string
  title: string
  excerpt: string
  publishDate: string
  updatedAt: string
  readingTime: number
  featuredImage?: Image
  category?: Category
  tags: Tag[]
  author?: Author
}

/** A heading of the body, with the anchor id its rendered element carries. */
export type Heading = { level: number; text: string; id: string }

/**
 * What an embedded node of the body points at, reshaped: rich-text nodes of type
 * embedded-entry-* / embedded-asset-block carry one of these as `data.target`, heading nodes
 * carry `data.anchor`.
 */
export type EmbeddedTarget =
  | { kind: 'post'; slug: string; title: string; excerpt: string }
  | { kind: 'asset'; image: Image }

export type Post = PostSummary & {
  body: RichDocument | null
  headings: Heading[]
  relatedPosts: PostSummary[]
}

/** A post with the languages it exists in (lib/contentful/languages.ts decides). */
export type LocatedPost = Post & { langs: Lang[] }

/**
 * Contentful Live Preview's inspector attributes for one field of one entry
 * (`data-contentful-entry-id`, `-field-id`, `-locale`): spread on the element that shows the
 * field. Only pages in draft mode carry them.
 */
export type FieldTag = Readonly<Record<string, string>>

/** Tags a field (a Contentful field id) of an entry, in the page's locale. */
export type TagField = (entryId: string, fieldId: string) => FieldTag | undefined

/** A read that may fail: pages render `error` as the blog's error state. */
export type BlogResult<T> = { ok: true; value: T } | { ok: false; error: string }

/**
 * A card's picture with the image optimizer's URLs already computed on the server
 * (lib/blog/card-image.ts). The blog explorer draws cards in the browser, and computing them there
 * shipped next/image's prop engine in its chunk: 4.6 KB gzip, most of the blog list's JavaScript
 * over the bare page's budget.
 */
export type CardImage = { src: string; srcSet: string; alt: string }

/** A post card's data, labels already in the page's language (client components get no functions). */
export type PostCardData = {
  slug: string
  href: string
  title: string
  excerpt: string
  isoDate: string
  dateLabel: string
  readingLabel: string
  image?: CardImage
  category?: { slug: string; name: string }
  tags: string[]
  /** The tag list's accessible name, in the page's language. */
  tagsLabel: string
  moreTagsLabel?: string
  author?: { name: string; picture?: CardImage }
  /** Draft mode only: where each part of the card comes from in Contentful. */
  fieldTags?: Partial<Record<'title' | 'excerpt' | 'image' | 'category' | 'tags' | 'author', FieldTag>>
}
