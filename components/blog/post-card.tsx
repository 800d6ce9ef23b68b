import { Link } from '@/components/ui/link'
import { ArrowRight, Calendar, Clock } from '@/components/ui/icons'
import { cx } from '@/lib/cx'
import { CARD_AVATAR_SIZE, CARD_IMAGE_SIZES } from '@/lib/blog/card-sizes'
import type { PostCardData } from '@/lib/blog/types'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'

type Props = {
  post: PostCardData
  view: 'grid' | 'list'
  readMore: string
  priority?: boolean
  /** h2 where the cards sit right under the page's h1 (tag and category pages), else h3. */
  headingLevel?: 'h2' | 'h3'
}

/**
 * One article in the list: the whole title is the link, so the card reads well to screen readers.
 * The link's box covers the card, so the card draws the keyboard focus ring.
 */
export function PostCard({ post, view, readMore, priority, headingLevel = 'h3' }: Props) {
  const isList = view === 'list'
  // Draft mode only: Live Preview's inspector attributes, one set per part of the card.
  const tags = post.fieldTags ?? {}
  const Heading = headingLevel
  return (
    <Card
      as="article"
      className={cx(
        'card-link group relative flex overflow-hidden',
        isList ? 'flex-col sm:flex-row' : 'flex-col',
      )}
    >
      <div className={cx('relative aspect-[1200/630] bg-muted', isList && 'sm:w-72 sm:shrink-0')} {...tags.image}>
        {post.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- next/image's srcset, computed on the server (lib/blog/card-image.ts)
          <img
            src={post.image.src}
            srcSet={post.image.srcSet}
            sizes={CARD_IMAGE_SIZES[view]}
            alt={post.image.alt}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className="absolute inset-0 size-full object-cover text-transparent"
          />
        ) : null}
        {post.category ? (
          <Badge className="absolute left-3 top-3" {...tags.category}>
            {post.category.name}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="text-lg font-semibold leading-snug" {...tags.title}>
          <Link href={post.href} className="stretched-link">
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? <p className="line-clamp-2 text-sm text-muted-foreground" {...tags.excerpt}>{post.excerpt}</p> : null}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Calendar className="size-3.5" aria-hidden />
            <time dateTime={post.isoDate}>{post.dateLabel}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            {post.readingLabel}
          </span>
        </div>
        {post.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={post.tagsLabel} {...tags.tags}>
            {post.tags.map((tag) => (
              <Badge as="li" key={tag} variant="muted">
                {tag}
              </Badge>
            ))}
            {post.moreTagsLabel ? (
              <Badge as="li" variant="muted">{post.moreTagsLabel}</Badge>
            ) : null}
          </ul>
        ) : null}
        {isList ? (
          <div className="mt-auto flex items-center justify-between gap-4 pt-2">
            {post.author ? (
              <span className="inline-flex items-center gap-2 text-sm" {...tags.author}>
                {post.author.picture ? (
                  // eslint-disable-next-line @next/next/no-img-element -- as the card's picture
                  <img src={post.author.picture.src} srcSet={post.author.picture.srcSet} alt="" width={CARD_AVATAR_SIZE} height={CARD_AVATAR_SIZE} loading="lazy" decoding="async" className="size-8 rounded-full object-cover" />
                ) : (
                  <span aria-hidden className="grid size-8 place-items-center rounded-full bg-accent text-sm font-semibold text-accent-foreground">
                    {post.author.name.charAt(0)}
                  </span>
                )}
                {post.author.name}
              </span>
            ) : (
              <span />
            )}
            <span aria-hidden className="inline-flex items-center gap-1 text-sm font-medium text-primary">
              {readMore}
              <ArrowRight className="size-4 transition-ui group-hover:nudge-right" />
            </span>
          </div>
        ) : null}
      </div>
    </Card>
  )
}
