import postcss from 'postcss'
import { describe, expect, it } from 'vitest'
import dropUnusedTwProperties from './drop-unused-tw-properties.mjs'

const run = async (input) => (await postcss([dropUnusedTwProperties()]).process(input, { from: undefined })).css

describe('drop-unused-tw-properties, declarations written twice', () => {
  it('keeps only the last copy of a declaration repeated in its rule', async () => {
    expect(await run('.i{-webkit-mask:url(a.svg) 0 0;-webkit-mask:url(a.svg) 0 0;mask:url(a.svg) 0 0}')).toBe(
      '.i{-webkit-mask:url(a.svg) 0 0;mask:url(a.svg) 0 0}',
    )
  })

  it('keeps a fallback, a value in between and an !important that differs', async () => {
    const css = '.a{display:-webkit-box;display:flex;color:red;color:blue!important}.b{color:red;color:blue;color:red}'
    expect(await run(css)).toBe('.a{display:-webkit-box;display:flex;color:red;color:blue!important}.b{color:blue;color:red}')
  })
})
