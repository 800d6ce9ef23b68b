import { describe, expect, it } from 'vitest'
import { documentPayload, inPayload, listAssets, withoutInlinedStyles } from './assets.mjs'

// The shape Next 16 writes with inlineCss: the stylesheet in <style>, again in the payload's
// text row, here cut across two of the payload's scripts, with <, > and & escaped.
const CSS_A = '.a>b{content:"&"}'
const CSS_B = '@font-face{font-family:x}'
const html = [
  '<html><head>',
  `<style data-precedence="next" data-href="/_next/static/chunks/a.css?dpl=1 /_next/static/chunks/b.css?dpl=1">${CSS_A}\n${CSS_B}</style>`,
  '<script src="/_next/static/chunks/app.js?dpl=1" async=""></script>',
  '</head><body><h1>Page</h1>',
  '<script>self.__next_f.push([1,"7:T11,.a\\u003eb{content:\\"\\u0026"])</script><script>self.__next_f.push([1,"\\"}\\n8:[\\"$\\",\\"h1\\",null,{}]"])</script>',
  '</body></html>',
].join('')

describe('listAssets', () => {
  it('lists each inlined stylesheet under the file it came from', () => {
    const { inlined, stylesheets, scripts } = listAssets(html)
    expect(inlined).toEqual([
      { file: '/_next/static/chunks/a.css?dpl=1', text: CSS_A },
      { file: '/_next/static/chunks/b.css?dpl=1', text: CSS_B },
    ])
    expect(stylesheets).toEqual([])
    expect(scripts).toEqual([{ src: '/_next/static/chunks/app.js?dpl=1', nomodule: false }])
  })

  it('counts a linked stylesheet, and not one inside <noscript>, which a browser running scripts never asks for', () => {
    const page = html.replace('</head>', '<link rel="stylesheet" href="/a.css"><noscript><link rel="stylesheet" href="/styles/site-1.css"></noscript></head>')
    expect(listAssets(page).stylesheets).toEqual(['/a.css'])
  })
})

describe('withoutInlinedStyles', () => {
  it('removes the stylesheet from the <style> and from the payload, even cut across two scripts', () => {
    const rest = withoutInlinedStyles(html, [CSS_A, CSS_B])
    expect(rest).not.toContain('.a>b')
    expect(rest).not.toContain('.a\\u003eb')
    expect(rest).not.toContain('font-face')
    expect(rest).toContain('<h1>Page</h1>')
    expect(rest).toContain('8:[\\"$\\",\\"h1\\",null,{}]')
  })

  it('finds each file of a <style> whose files hold line breaks of their own', () => {
    const first = `.x{color:red}\n${'.long-rule{margin:0}'.repeat(8)}`
    const second = '.second{padding:0}'.repeat(8)
    const page = `<style data-href="/a.css /b.css">${first}\n${second}</style><script>self.__next_f.push([1,"1:T9,${inPayload(first.split('\n')[1])}\n2:T9,${inPayload(second)}\n3:[]"])</script>`
    const rest = withoutInlinedStyles(page, listAssets(page).inlined.map(({ text }) => text))
    expect(rest).not.toContain('long-rule')
    expect(rest).not.toContain('.second')
    expect(rest).toContain('3:[]')
  })

  it('leaves a page without inlined styles as it is', () => {
    const page = '<html><head><link rel="stylesheet" href="/a.css"></head><body><p>x</p></body></html>'
    expect(withoutInlinedStyles(page, listAssets(page).inlined.map(({ text }) => text))).toBe(page)
  })
})

describe('documentPayload', () => {
  it('counts the payload scripts and their bytes, not the markup or other scripts', () => {
    const payload = documentPayload(html)
    const scripts = html.match(/<script>self[^]*?<\/script>/g).join('')
    expect(payload.count).toBe(2)
    expect(payload.raw).toBe(scripts.length)
    expect(payload.gzip).toBeGreaterThan(0)
    expect(documentPayload('<h1>no payload</h1>')).toMatchObject({ count: 0, raw: 0 })
  })
})
