import { describe, expect, it } from 'vitest'
import { shareLinks } from './share-links'

describe('shareLinks', () => {
  const url = 'https://www.example.test/fr/blog/un-article'
  const title = 'Combien coûte un site ? & plus'
  const links = shareLinks(url, title)

  it('gives X, Facebook and LinkedIn their share address with the page URL', () => {
    expect(links.map((l) => new URL(l.href).host)).toEqual(['twitter.com', 'www.facebook.com', 'www.linkedin.com'])
    for (const { href } of links) expect(href).toContain(encodeURIComponent(url))
  })

  it('passes the title to X and LinkedIn, escaped', () => {
    const [x, facebook, linkedin] = links.map((l) => new URL(l.href).searchParams)
    expect(x?.get('text')).toBe(title)
    expect(linkedin?.get('title')).toBe(title)
    expect(x?.get('url')).toBe(url)
    expect(facebook?.get('u')).toBe(url)
  })
})
