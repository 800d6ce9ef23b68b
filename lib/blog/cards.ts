import type { Dictionary } from '@/lib/i18n/dictionaries'
import { formatDate } from '@/lib/i18n/format-date'
import type { Lang } from '@/lib/i18n/locales'
import { pagePath } from '@/lib/i18n/paths'
import { cardAvatar, cardImage } from './card-image'
import type { PostCardData, PostSummary, TagField } from './types'

const CARD_TAGS = 3

/** Each part of a card, tagged with the post's field it shows (Contentful field ids). */
function cardFieldTags(post: PostSummary, tag: TagField): NonNullable<PostCardData['fieldTags']> {
  const fields = { title: 'title', excerpt: 'excerpt', image: 'featuredImage', category: 'category', tags: 'tags', author: 'author' } as const
  return Object.fromEntries(Object.entries(fields).map(([part, field]) => [part, tag(post.id, field)]).filter(([, t]) => t))
}

/**
 * A summary as a card shows it, labels in the page's language (client components take no
 * functions). `tag` is given in draft mode only: the card then says where each part comes from.
 */
export function toCardData(post: PostSummary, lang: Lang, copy: Dictionary['blog'], tag?: TagField): PostCardData {
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
    ...(post.featuredImage ? { image: cardImage(post.featuredImage) } : {}),
    ...(post.category ? { category: { slug: post.category.slug, name: post.category.name } } : {}),
    ...(post.author
      ? { author: { name: post.author.name, ...(post.author.picture ? { picture: cardAvatar(post.author.picture) } : {}) } }
      : {}),
    ...(tag ? { fieldTags: cardFieldTags(post, tag) } : {}),
  }
}
