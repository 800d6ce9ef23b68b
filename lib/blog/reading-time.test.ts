import { describe, expect, it } from 'vitest'
import type { Document } from '@contentful/rich-text-types'
import { readingTime } from './reading-time'

function doc(...paragraphs: string[]): Document {
  return {
    nodeType: 'document',
    data: {},
    content: paragraphs.map((value) => ({
      nodeType: 'paragraph',
      data: {},
      content: [{ nodeType: 'text', value, marks: [], data: {} }],
    })),
  } as Document
}

describe('readingTime', () => {
  it('is 5 minutes without a body', () => {
    expect(readingTime(null)).toBe(5)
  })
  it('is at least 1 minute', () => {
    expect(readingTime(doc(''))).toBe(1)
    expect(readingTime(doc('one two'))).toBe(1)
  })
  it('divides words by 200 and rounds up, counting across blocks', () => {
    expect(readingTime(doc(Array(200).fill('w').join(' ')))).toBe(1)
    expect(readingTime(doc(Array(200).fill('w').join(' '), 'extra'))).toBe(2)
    expect(readingTime(doc(Array(401).fill('w').join('  \n ')))).toBe(3)
  })
})
