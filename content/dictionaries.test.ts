import { describe, expect, it } from 'vitest'
import { en } from './en'
import { fr } from './fr'

/**
 * Every leaf of a dictionary with its path. Functions count as leaves by their key; their text
 * is checked by the tests of the modules that define them (e.g. fr/typography.test.ts).
 */
function leaves(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]]
  if (typeof value === 'function') return [[path, '']]
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, `${path}.${key}`))
  }
  return []
}

describe('the French dictionary', () => {
  const french = leaves(fr)

  it('has a string for every English key', () => {
    expect(french.map(([path]) => path).sort()).toEqual(leaves(en).map(([path]) => path).sort())
  })

  it('puts a non-breaking space before : ; ! ? as French typography wants', () => {
    const offenders = french.filter(([, text]) => / [:;!?](\s|$)/.test(text))
    expect(offenders).toEqual([])
  })

  it('uses French quotation marks with non-breaking spaces', () => {
    const offenders = french.filter(([, text]) => /"|« |«(?!\u00a0)| »/.test(text))
    expect(offenders).toEqual([])
  })
})
