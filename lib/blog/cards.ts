import type { Dictionary } from '@/lib/i18n/dictionaries'
import { formatDate } from '@/lib/i18n/format-date'
import type { Lang } from '@/lib/i18n/locales'
import { pagePath } from '@/lib/i18n/paths'
import type { PostCardData, PostSummary } from './types'

const CARD_TAGS = 3

/** A summary as a card shows it, labels in the page's language (client components take no functions). */
export function toCardData(post: PostSummary, lang: Lang, copy: Dictionary['blog']): PostCardData {
  const extra = post.tags.length - CARD_TAGS
  return {
    slug: post.slug,
    href: pagePath(lang, 'blog', post.slug),
    title: post.title,
    excerpt: post.excerpt,
    isoDate: post.publishDate,
    dateLabel: formatDate(post.publishDate, lang),
    readingLabel: copy.minutesRead(post.readingTime),
    tags: post.tags.slice(0, CARD_TAGS).map((t) => t.name),
    tagsLabel: copy.post.tags,
    ...(extra > 0 ? { moreTagsLabel: copy.moreTags(extra) } : {}),
    ...(post.featuredImage ? { image: post.featuredImage } : {}),
    ...(post.category ? { category: { slug: post.category.slug, name: post.category.name } } : {}),
    ...(post.author
      ? { author: { name: post.author.name, ...(post.author.picture ? { picture: post.author.picture } : {}) } }
      : {}),
  }
}
