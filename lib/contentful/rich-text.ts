import type { Document } from '@contentful/rich-text-types'

/**
 * A post's body: Contentful's rich-text JSON, kept in its own shape (embedded links reshaped
 * into our types) because Contentful's renderer draws it, in components/blog/rich-text.tsx.
 */
export type RichDocument = Document

type AnyNode = { nodeType?: string; value?: unknown; content?: unknown }

export function isDocument(value: unknown): value is RichDocument {
  return (
    !!value &&
    typeof value === 'object' &&
    (value as AnyNode).nodeType === 'document' &&
    Array.isArray((value as AnyNode).content)
  )
}

/** The text of a rich-text tree, block by block, so words never glue across paragraphs. */
export function documentText(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const n = node as AnyNode
  if (n.nodeType === 'text') return typeof n.value === 'string' ? n.value : ''
  if (!Array.isArray(n.content)) return ''
  return n.content.map(documentText).join(' ')
}
