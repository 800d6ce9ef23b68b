import { describe, expect, it } from 'vitest'
import { defaultValue, entryLangs, inLang } from './languages'
import type { RawItem } from './raw'

/** An entry as the Delivery API answers it with locale=*: every field keyed by locale. */
const entry = (contentType: string, fields: Record<string, Record<string, unknown>>): RawItem => ({
  sys: { id: 'x', type: 'Entry', contentType: { sys: { id: contentType } } },
  fields,
})

describe('entryLangs', () => {
  it('names the languages whose own title exists, never the fallback', () => {
    expect(entryLangs(entry('blogPost', { title: { 'en-US': 'Hello', 'fr-FR': 'Bonjour' } }))).toEqual(['en', 'fr'])
    expect(entryLangs(entry('blogPost', { title: { 'en-US': 'Hello' } }))).toEqual(['en'])
    expect(entryLangs(entry('blogPost', { title: { 'fr-FR': 'Bonjour' } }))).toEqual(['fr'])
    expect(entryLangs(entry('blogPost', { title: { 'en-US': 'Hello', 'fr-FR': '  ' } }))).toEqual(['en'])
  })

  it('reads tags and categories by their name, with the type given when select trimmed it', () => {
    expect(entryLangs(entry('tag', { name: { 'en-US': 'SEO' } }))).toEqual(['en'])
    const trimmed: RawItem = { sys: { id: 'c', type: 'Entry' }, fields: { name: { 'fr-FR': 'Référencement' } } }
    expect(entryLangs(trimmed, 'category')).toEqual(['fr'])
  })
})

describe('inLang', () => {
  it('keeps a localized field in that language only, and the others from the default locale', () => {
    const item = entry('blogPost', { title: { 'en-US': 'Hello' }, slug: { 'en-US': 'hello' }, excerpt: { 'en-US': 'Hi', 'fr-FR': 'Salut' } })
    expect(inLang(item, 'fr').fields).toEqual({ slug: 'hello', excerpt: 'Salut' })
    expect(inLang(item, 'en').fields).toEqual({ title: 'Hello', slug: 'hello', excerpt: 'Hi' })
    expect(defaultValue(item, 'slug')).toBe('hello')
  })
})
