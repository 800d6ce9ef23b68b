import { describe, expect, it } from 'vitest'
import { siteConfig } from '@/lib/site'
import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { contact } from './contact'
import { fr } from './index'
import { legal } from './legal'

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  // Copy with values: the legal documents take the company facts; the rest just shows its text.
  if (typeof value === 'function') return strings(value(siteConfig))
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

describe('French contact and legal copy', () => {
  const texts = [...strings(contact), ...strings(legal)]

  it('puts a non-breaking space before : ; ! ? and inside « »', () => {
    // URLs (https://…) are not prose.
    const prose = texts.map((text) => text.replace(/https?:\/\/\S+/g, ''))
    const offenders = prose.filter((text) => /[^\u00a0][:;!?»]|«[^\u00a0]/.test(text))
    expect(offenders).toEqual([])
  })

  it('uses the typographic apostrophe', () => {
    expect(texts.filter((text) => text.includes("'"))).toEqual([])
  })
})

/**
 * What reads translated to a French client (issue 13): calques of English phrases, English words
 * where French has its own, and number forms a French text does not use.
 */
const TRANSLATED = [
  /services qui travaillent ensemble/i,
  /faisons compter/i,
  /qui se remboursent/i,
  /ton de voix/i,
  /publicitaires sociales/i,
  /valent la lecture/i,
  /\bquoi (améliorer|tester|faire)\b/i,
  /a déménagé/i,
  /(?<!App )\bstores?\b/i, // the App Store keeps its name
  /\btimeline\b/i,
  /social media/i,
  /travaillons partout/i,
  /ceux qui font le travail/i,
  /demander une estimation/i,
  /\b\d+\+/, // « plus de 180 », not « 180+ »
  /\b\d+e\b/, // « 8ᵉ », with the superscript letter
]

describe('all the French copy', () => {
  const texts = strings(fr)

  it('is gathered from every module', () => {
    expect(texts.length).toBeGreaterThan(600)
  })

  it.each(TRANSLATED.map((pattern) => [pattern] as const))('has nothing that reads translated: %s', (pattern) => {
    expect(texts.filter((text) => pattern.test(text))).toEqual([])
  })

  it('names the quote button the same everywhere', () => {
    expect(fr.servicesCatalog.requestQuote).toBe('Demander un devis')
    expect(fr.common.nav.getQuote).toBe('Demander un devis')
  })

  it('uses the typographic apostrophe in every string', () => {
    expect(texts.filter((text) => text.includes("'"))).toEqual([])
  })
})

describe('the French source files', () => {
  const folder = fileURLToPath(new URL('.', import.meta.url))
  const sources = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))

  it.each(sources.map((name) => [name] as const))('%s has no straight apostrophe inside its text', (name) => {
    // Strings are written between single quotes or backticks: an apostrophe in prose shows up as
    // a letter, a straight quote and a letter ("n'avons"), or inside a double-quoted string.
    const source = readFileSync(`${folder}/${name}`, 'utf8')
    expect(source.match(/\p{L}'\p{L}|"[^"\n]*'[^"\n]*"/gu) ?? []).toEqual([])
  })
})
