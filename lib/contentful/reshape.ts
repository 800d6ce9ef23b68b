import { createAnchorer } from '@/lib/blog/anchors'
import { readingTime } from '@/lib/blog/reading-time'
import type {
  Author,
  Category,
  EmbeddedTarget,
  Heading,
  Image,
  Post,
  PostSummary,
  Tag,
} from '@/lib/blog/types'
import type { RawItem } from './raw'
import { documentText, isDocument, type RichDocument } from './rich-text'

/**
 * Raw entries (Delivery API or bundled export, one locale, links resolved) → our types.
 * Every field is checked: a missing optional field or an unresolvable link never throws, it
 * is left out.
 */
function asItem(value: unknown, type: 'Entry' | 'Asset', contentType?: string): RawItem | undefined {
  const item = value as RawItem | null | undefined
  if (!item || typeof item !== 'object' || item.sys?.type !== type || !item.fields) return undefined
  if (contentType && item.sys.contentType?.sys.id !== contentType) return undefined
  return item
}

function text(fields: Record<string, unknown> | undefined, name: string): string {
  const value = fields?.[name]
  return typeof value === 'string' ? value : ''
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

/** Contentful's asset URLs are protocol-relative (//images.ctfassets.net/…); bundled paths stay as they are. */
export function assetUrl(url: string): string {
  return url.startsWith('//') ? `https:${url}` : url
}

export function reshapeImage(value: unknown, fallbackAlt = ''): Image | undefined {
  const asset = asItem(value, 'Asset')
  const file = asset?.fields?.file as
    | { url?: unknown; details?: { image?: { width?: unknown; height?: unknown } } }
    | undefined
  if (!asset || typeof file?.url !== 'string' || !file.url) return undefined
  const size = file.details?.image
  return {
    url: assetUrl(file.url),
    width: typeof size?.width === 'number' ? size.width : 1200,
    height: typeof size?.height === 'number' ? size.height : 630,
    alt: text(asset.fields, 'description') || text(asset.fields, 'title') || fallbackAlt,
  }
}

export function reshapeCategory(value: unknown): Category | undefined {
  const entry = asItem(value, 'Entry', 'category')
  const slug = text(entry?.fields, 'slug')
  if (!entry || !slug) return undefined
  return {
    id: entry.sys.id,
    slug,
    name: text(entry.fields, 'name') || slug,
    description: text(entry.fields, 'description'),
  }
}

export function reshapeTag(value: unknown): Tag | undefined {
  const entry = asItem(value, 'Entry', 'tag')
  const slug = text(entry?.fields, 'slug')
  if (!entry || !slug) return undefined
  return { id: entry.sys.id, slug, name: text(entry.fields, 'name') || slug }
}

export function reshapeAuthor(value: unknown): Author | undefined {
  const entry = asItem(value, 'Entry', 'author')
  const name = text(entry?.fields, 'name')
  if (!entry || !name) return undefined
  const picture = reshapeImage(entry.fields?.picture, name)
  return { id: entry.sys.id, name, bio: text(entry.fields, 'bio'), ...(picture ? { picture } : {}) }
}

function defined<T>(value: T | undefined): value is T {
  return value !== undefined
}

export function reshapeSummary(value: unknown): PostSummary | undefined {
  const entry = asItem(value, 'Entry', 'blogPost')
  const slug = text(entry?.fields, 'slug')
  if (!entry || !slug) return undefined
  const f = entry.fields
  const featuredImage = reshapeImage(f?.featuredImage, text(f, 'title'))
  const category = reshapeCategory(f?.category)
  const author = reshapeAuthor(f?.author)
  const content = f?.content
  return {
    id: entry.sys.id,
    slug,
    title: text(f, 'title') || slug,
    excerpt: text(f, 'excerpt'),
    publishDate: text(f, 'publishDate') || entry.sys.createdAt || '',
    updatedAt: entry.sys.updatedAt || text(f, 'publishDate') || '',
    readingTime: readingTime(isDocument(content) ? documentText(content) : null),
    tags: list(f?.tags).map(reshapeTag).filter(defined),
    ...(featuredImage ? { featuredImage } : {}),
    ...(category ? { category } : {}),
    ...(author ? { author } : {}),
  }
}

type Node = { nodeType: string; data: Record<string, unknown>; content?: Node[]; value?: string }

const EMBEDDED_ENTRY = new Set(['embedded-entry-block', 'embedded-entry-inline', 'entry-hyperlink'])
const EMBEDDED_ASSET = new Set(['embedded-asset-block', 'asset-hyperlink'])

function embeddedTarget(node: Node): EmbeddedTarget | undefined {
  if (EMBEDDED_ENTRY.has(node.nodeType)) {
    const post = reshapeSummary(node.data.target)
    return post ? { kind: 'post', slug: post.slug, title: post.title, excerpt: post.excerpt } : undefined
  }
  const image = reshapeImage(node.data.target)
  return image ? { kind: 'asset', image } : undefined
}

/**
 * The body with embedded targets reshaped (or the node dropped when unresolvable; a link to
 * one keeps its text) and an `anchor` on every heading, numbered over the whole body.
 */
function reshapeBody(document: RichDocument): { body: RichDocument; headings: Heading[] } {
  const anchor = createAnchorer()
  const headings: Heading[] = []
  const walk = (node: Node): Node[] => {
    if (EMBEDDED_ENTRY.has(node.nodeType) || EMBEDDED_ASSET.has(node.nodeType)) {
      const target = embeddedTarget(node)
      if (!target) return node.nodeType.endsWith('hyperlink') ? (node.content ?? []) : []
      return [{ ...node, data: { target }, content: (node.content ?? []).flatMap(walk) }]
    }
    const heading = /^heading-([1-6])$/.exec(node.nodeType)
    const content = Array.isArray(node.content) ? node.content.flatMap(walk) : undefined
    const data: Record<string, unknown> = { ...(node.data ?? {}) }
    if (heading) {
      const label = documentText(node).trim()
      data.anchor = anchor(label)
      headings.push({ level: Number(heading[1]), text: label, id: String(data.anchor) })
    }
    return [{ ...node, data, ...(content ? { content } : {}) }]
  }
  const [body] = walk(document as unknown as Node)
  return { body: body as unknown as RichDocument, headings }
}

export function reshapePost(value: unknown): Post | undefined {
  const summary = reshapeSummary(value)
  if (!summary) return undefined
  const fields = (value as RawItem).fields
  const content = fields?.content
  const { body, headings } = isDocument(content)
    ? reshapeBody(content)
    : { body: null, headings: [] }
  const relatedPosts = list(fields?.relatedPosts)
    .map(reshapeSummary)
    .filter(defined)
    .filter((related) => related.slug !== summary.slug)
  return { ...summary, body, headings, relatedPosts }
}
