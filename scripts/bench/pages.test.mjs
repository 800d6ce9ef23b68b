import { createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KINDS, findSlugs, selectKinds, sitePages } from './pages.mjs'

const SLUGS = { postSlug: 'core-web-vitals', tagSlug: 'seo' }

describe('sitePages', () => {
  it('lists the 20 site pages: every kind in both languages, English first', () => {
    const pages = sitePages(SLUGS)
    expect(pages).toHaveLength(20)
    expect(new Set(pages.map((page) => page.id)).size).toBe(20)
    expect(pages.map((page) => page.path)).toEqual([
      '/en',
      '/en/services',
      '/en/services/website-creation',
      '/en/pricing',
      '/en/about',
      '/en/contact',
      '/en/portfolio',
      '/en/blog',
      '/en/blog/tag/seo',
      '/en/blog/core-web-vitals',
      '/fr',
      '/fr/services',
      '/fr/services/creation-site-web',
      '/fr/pricing',
      '/fr/about',
      '/fr/contact',
      '/fr/portfolio',
      '/fr/blog',
      '/fr/blog/tag/seo',
      '/fr/blog/core-web-vitals',
    ])
    expect(pages[8]).toEqual({ id: 'tag-en', kind: 'tag', lang: 'en', path: '/en/blog/tag/seo' })
  })

  it('lists only the kinds asked for', () => {
    expect(sitePages(SLUGS, selectKinds('home,post')).map((page) => page.id)).toEqual(['home-en', 'post-en', 'home-fr', 'post-fr'])
  })

  it('needs the slugs of the post and tag pages only when they are measured', () => {
    expect(() => sitePages({}, ['post'])).toThrow(/post slug/)
    expect(() => sitePages({}, ['tag'])).toThrow(/tag slug/)
    expect(sitePages({}, ['home', 'contact'])).toHaveLength(4)
  })
})

describe('selectKinds (BENCH_PAGES)', () => {
  it('is every kind when unset or empty', () => {
    expect(selectKinds(undefined)).toEqual(KINDS)
    expect(selectKinds(' ')).toEqual(KINDS)
    expect(KINDS).toHaveLength(10)
  })

  it('keeps the report order and ignores spaces and repeats', () => {
    expect(selectKinds('post, home,home')).toEqual(['home', 'post'])
  })

  it('rejects an unknown kind instead of measuring fewer pages', () => {
    expect(() => selectKinds('home,posts')).toThrow(/unknown page kind posts/)
  })
})

describe('findSlugs', () => {
  // A stand-in for the site: the blog list links a post, the post links a tag.
  const routes = {
    '/en/blog': '<a href="/en/blog/page/2">2</a><a href="/en/blog/tag-free-post">Post</a>',
    '/en/blog/tag-free-post': '<a href="/en/blog/tag/web-vitals">Web vitals</a>',
    '/fr/blog/tag-free-post': 'ok',
    '/fr/blog/tag/web-vitals': 'ok',
    '/sitemap.xml': '<loc>http://x/en/blog/tag/other</loc>',
  }
  let server
  let origin
  beforeAll(async () => {
    server = createServer((request, response) => {
      const body = routes[request.url]
      response.writeHead(body === undefined ? 404 : 200).end(body ?? 'not found')
    })
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${server.address().port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('takes the first post of the list, and the first tag of the list, else of the post', async () => {
    expect(await findSlugs(origin, ['post', 'tag'])).toEqual({ postSlug: 'tag-free-post', tagSlug: 'web-vitals' })
  })

  it('looks for no slug when neither the post nor a tag page is measured', async () => {
    expect(await findSlugs('http://127.0.0.1:9', ['home'])).toEqual({ postSlug: undefined, tagSlug: undefined })
  })
})
