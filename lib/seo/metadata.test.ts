import { describe, expect, it } from 'vitest'
import { fillTitleTemplate } from './metadata'

describe('fillTitleTemplate', () => {
  it('puts the title in as written, whatever replacement patterns it holds', () => {
    const template = '%s | Meridian Digital'
    for (const title of ['Save $& earn', "It's $' and $`", '$1 $$ $<name>', '100 %s sure']) {
      expect(fillTitleTemplate(template, title)).toBe(`${title} | Meridian Digital`)
    }
  })
})
