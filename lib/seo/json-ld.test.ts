import { describe, expect, it } from 'vitest'
import type { Post } from '@/lib/blog/types'
import { siteConfig } from '@/lib/site'
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  organizationId,
  organizationJsonLd,
  sectionCrumb,
  serializeJsonLd,
  serviceJsonLd,
} from './json-ld'

// lib/env reads NEXT_PUBLIC_SITE_URL once; unset in unit tests, so the default origin applies.
const ORIGIN = 'http://localhost:3000'

const post: Post = {
  slug: 'local-seo',
  title: 'Local SEO </script> for Paris',
  excerpt: 'Rank in your arrondissement.',
  publishDate: '2026-03-05',
  updatedAt: '2026-03-07T10:00:00.000Z',
  readingTime: 6,
  tags: [{ id: 't1', name: 'SEO', slug: 'seo' }],
  author: { name: 'Claire Moreau' },
  body: null,
  headings: [],
  relatedPosts: [],
} as unknown as Post

describe('structured data', () => {
  it('describes the agency with its Paris address and contact points', () => {
    const org = organizationJsonLd('fr')
    expect(org).toMatchObject({
      '@type': 'ProfessionalService',
      '@id': `${ORIGIN}/#organization`,
      name: siteConfig.name,
      url: `${ORIGIN}/fr`,
      telephone: siteConfig.phone,
      email: siteConfig.email,
      address: { '@type': 'PostalAddress', addressLocality: 'Paris', postalCode: '75008', addressCountry: 'FR' },
    })
  })

  it('names the agency as the provider of a service', () => {
    const service = serviceJsonLd({ lang: 'en', path: '/en/services/seo', name: 'SEO', description: 'Get found.' })
    expect(service).toMatchObject({ '@type': 'Service', name: 'SEO', url: `${ORIGIN}/en/services/seo` })
    expect(service.provider).toMatchObject({ '@id': organizationId() })
  })

  it('numbers a breadcrumb trail from the localized home page', () => {
    const trail = breadcrumbJsonLd('fr', [sectionCrumb('fr', 'pricing')])
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${ORIGIN}/fr` },
      { '@type': 'ListItem', position: 2, name: 'Tarifs', item: `${ORIGIN}/fr/pricing` },
    ])
  })

  it('gives a post its language, author, dates and an image even without a featured one', () => {
    const posting = blogPostingJsonLd('fr', post)
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      inLanguage: 'fr',
      datePublished: '2026-03-05',
      dateModified: '2026-03-07T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Claire Moreau' },
      mainEntityOfPage: { '@id': `${ORIGIN}/fr/blog/local-seo` },
      image: [`${ORIGIN}/og/fr/blog`],
    })
    const bundled = blogPostingJsonLd('en', { ...post, featuredImage: { url: '/blog-assets/a.webp', alt: '', width: 1, height: 1 } })
    expect(bundled.image).toEqual([`${ORIGIN}/blog-assets/a.webp`])
    const hosted = blogPostingJsonLd('en', { ...post, featuredImage: { url: 'https://images.ctfassets.net/a.webp', alt: '', width: 1, height: 1 } })
    expect(hosted.image).toEqual(['https://images.ctfassets.net/a.webp'])
    const anonymous = blogPostingJsonLd('en', { ...post, author: undefined })
    expect(anonymous.author).toMatchObject({ '@type': 'Organization', name: siteConfig.name })
  })

  it('serializes so that no value can close the script element', () => {
    const json = serializeJsonLd(blogPostingJsonLd('en', post))
    expect(json).not.toContain('</script>')
    expect(JSON.parse(json).headline).toBe(post.title)
  })
})
