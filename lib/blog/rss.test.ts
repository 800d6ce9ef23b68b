import { describe, expect, it } from 'vitest'
import { buildRss, escapeXml } from './rss'

describe('buildRss', () => {
  it('escapes text and lists items with RFC 822 dates', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;')
    const xml = buildRss({
      title: 'Blog', description: 'd', link: 'https://s.test/en/blog', self: 'https://s.test/en/blog/rss.xml', language: 'en',
      items: [{ title: 'A & B', link: 'https://s.test/en/blog/a', description: '<b>', date: '2026-01-20T10:00:00.000Z', category: 'SEO' }],
    })
    expect(xml).toContain('<title>A &amp; B</title>')
    expect(xml).toContain('<pubDate>Tue, 20 Jan 2026 10:00:00 GMT</pubDate>')
    expect(xml).toContain('<description>&lt;b&gt;</description>')
  })
})
