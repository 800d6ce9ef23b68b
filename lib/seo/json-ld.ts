import type { Post } from '@/lib/blog/types'
import { getDictionary } from '@/lib/i18n/dictionaries'
import type { Lang } from '@/lib/i18n/locales'
import { pagePath, type Section } from '@/lib/i18n/paths'
import { siteConfig } from '@/lib/site'
import { shareCardPath } from './share-card'
import { absoluteUrl } from './urls'

/**
 * schema.org blocks for the pages' <script type="application/ld+json"> (docs/site.md, "Search engines and
 * sharing"). Plain objects: components/seo/json-ld.tsx serializes them. The agency is described
 * once, on the home page, under a stable @id; every other block points at it instead of repeating
 * it.
 */
type JsonLd = Record<string, unknown> & { '@context': 'https://schema.org'; '@type': string }

const CONTEXT = 'https://schema.org' as const

export function organizationId(): string {
  return `${absoluteUrl('/')}/#organization`
}

/** The agency: a ProfessionalService with its Paris address and contact points. */
export function organizationJsonLd(lang: Lang): JsonLd {
  const { pages, common } = getDictionary(lang)
  const { address } = siteConfig
  return {
    '@context': CONTEXT,
    '@type': 'ProfessionalService',
    '@id': organizationId(),
    name: siteConfig.name,
    legalName: siteConfig.company.legalName,
    description: pages.home.meta.description,
    slogan: common.footer.tagline,
    url: absoluteUrl(pagePath(lang)),
    logo: absoluteUrl('/icon.svg'),
    image: absoluteUrl(shareCardPath(lang, [])),
    email: siteConfig.email,
    telephone: siteConfig.phone,
    foundingDate: String(siteConfig.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressCountry: address.country,
    },
    areaServed: { '@type': 'Country', name: 'France' },
    knowsLanguage: ['en', 'fr'],
    vatID: siteConfig.company.vat.replace(/\s+/g, ''),
    sameAs: Object.values(siteConfig.social),
  }
}

/** A service page: what is offered, by the agency, where. */
export function serviceJsonLd(input: { lang: Lang; path: string; name: string; description: string }): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: input.name,
    serviceType: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    provider: { '@type': 'ProfessionalService', '@id': organizationId(), name: siteConfig.name },
    areaServed: { '@type': 'Country', name: 'France' },
    availableLanguage: ['en', 'fr'],
  }
}

export type Crumb = { name: string; path: string }

/** The trail from the home page to a nested page; the last crumb is the page itself. */
export function breadcrumbJsonLd(lang: Lang, trail: readonly Crumb[]): JsonLd {
  const home: Crumb = { name: getDictionary(lang).common.nav.home, path: pagePath(lang) }
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: [home, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  }
}

/** A top-level section as a crumb, named by its page title ("Pricing", "Tarifs"). */
export function sectionCrumb(lang: Lang, section: Exclude<Section, ''>): Crumb {
  return { name: getDictionary(lang).pages[section].meta.title, path: pagePath(lang, section) }
}

/** A post as a BlogPosting, in the page's language. */
export function blogPostingJsonLd(lang: Lang, post: Post): JsonLd {
  const url = absoluteUrl(pagePath(lang, 'blog', post.slug))
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    // Bundled content serves its images from this site: relative paths until made absolute here.
    image: [post.featuredImage ? new URL(post.featuredImage.url, `${absoluteUrl('/')}/`).href : absoluteUrl(shareCardPath(lang, ['blog']))],
    datePublished: post.publishDate,
    dateModified: post.updatedAt || post.publishDate,
    author: post.author
      ? { '@type': 'Person', name: post.author.name }
      : { '@type': 'Organization', '@id': organizationId(), name: siteConfig.name },
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(),
      name: siteConfig.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') },
    },
    inLanguage: lang,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(post.category ? { articleSection: post.category.name } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.map((tag) => tag.name).join(', ') } : {}),
    timeRequired: `PT${post.readingTime}M`,
  }
}

/** JSON for a <script> element: `<` escaped so no value can close the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
