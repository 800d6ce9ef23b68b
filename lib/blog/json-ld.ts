import type { Post } from './types'

type Input = { post: Post; url: string; lang: string; siteName: string; siteUrl: string }

/** schema.org BlogPosting of a post (CONTRACT §5). */
export function blogPostingJsonLd({ post, url, lang, siteName, siteUrl }: Input) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    ...(post.featuredImage ? { image: [post.featuredImage.url] } : {}),
    datePublished: post.publishDate,
    dateModified: post.updatedAt || post.publishDate,
    ...(post.author ? { author: { '@type': 'Person', name: post.author.name } } : {}),
    publisher: { '@type': 'Organization', name: siteName, url: siteUrl },
    inLanguage: lang,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  }
}

/** JSON for a <script> element: `<` escaped so no value can close the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
