import { describe, expect, it } from 'vitest'
import { documentText, isDocument, type RichDocument } from './rich-text'

function doc(...paragraphs: string[]): RichDocument {
  return {
    nodeType: 'document',
    data: {},
    content: paragraphs.map((value) => ({
      nodeType: 'paragraph',
      data: {},
      content: [{ nodeType: 'text', value, marks: [], data: {} }],
    })),
  } as RichDocument
}

describe('documentText', () => {
  it('joins the blocks with a space, so words never glue across paragraphs', () => {
    expect(documentText(doc('end.', 'Start'))).toBe('end. Start')
  })
  it('reads nothing from what is not a rich-text node', () => {
    expect(documentText(null)).toBe('')
    expect(documentText({ nodeType: 'text', value: 42 })).toBe('')
    expect(documentText({ nodeType: 'paragraph', content: 'text' })).toBe('')
  })
})

describe('isDocument', () => {
  it('accepts a document node with content, nothing else', () => {
    expect(isDocument(doc('a'))).toBe(true)
    expect(isDocument({ nodeType: 'paragraph', content: [] })).toBe(false)
    expect(isDocument({ nodeType: 'document' })).toBe(false)
    expect(isDocument('document')).toBe(false)
  })
})
