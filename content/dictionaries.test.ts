import { describe, expect, it } from 'vitest'
import { en } from './en'
import { fr } from './fr'

/**
 * Every leaf of a dictionary with its path. Functions count as leaves by their key; their text
 * is checked by fr/typography.test.ts, which calls them.
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
  // Its typography is checked, string by string, by fr/typography.test.ts with the rules of
  // lib/french-typography.mjs, the same the blog build applies to the articles.
})
