import type { Document } from '@contentful/rich-text-types'

const WORDS_PER_MINUTE = 200
const WITHOUT_BODY = 5

type AnyNode = { nodeType?: string; value?: unknown; content?: unknown }

/** The text of a rich-text tree, block by block, so words never glue across paragraphs. */
export function documentText(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const n = node as AnyNode
  if (n.nodeType === 'text') return typeof n.value === 'string' ? n.value : ''
  if (!Array.isArray(n.content)) return ''
  return n.content.map(documentText).join(' ')
}

/**
 * Reading time in minutes: whitespace-separated words ÷ 200, rounded up, at least 1; 5 without a
 * body.
 */
export function readingTime(body: Document | null | undefined): number {
  if (!body) return WITHOUT_BODY
  const words = documentText(body).split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}
