import { describe, expect, it } from 'vitest'
import { siteConfig } from '@/lib/site'
import { contact } from './contact'
import { legal } from './legal'

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
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
