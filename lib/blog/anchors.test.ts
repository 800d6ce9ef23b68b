import { describe, expect, it } from 'vitest'
import { createAnchorer, slugifyHeading } from './anchors'

describe('slugifyHeading', () => {
  it('removes diacritics, lowercases and joins words with hyphens', () => {
    expect(slugifyHeading('Les clés du référencement')).toBe('les-cles-du-referencement')
    expect(slugifyHeading('  What’s new in 2026?  ')).toBe('what-s-new-in-2026')
    expect(slugifyHeading('--Hello, World!--')).toBe('hello-world')
  })
})

describe('createAnchorer', () => {
  it('suffixes repeats -2, -3 across heading levels of one body', () => {
    const anchor = createAnchorer()
    expect(['Intro', 'Details', 'Intro', 'intro!', 'Details'].map(anchor)).toEqual([
      'intro',
      'details',
      'intro-2',
      'intro-3',
      'details-2',
    ])
  })
  it('names a heading without letters or digits "section"', () => {
    const anchor = createAnchorer()
    expect(anchor('???')).toBe('section')
    expect(anchor('…')).toBe('section-2')
  })
})
