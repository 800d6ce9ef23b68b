import { Image } from '@/components/ui/image'
import { Link } from '@/components/ui/link'
import { ArrowLeft, Calendar, Clock, Folder } from '@/components/ui/icons'
import { toCardData } from '@/lib/blog/cards'
import { SHARE_NETWORKS } from '@/lib/blog/share-links'
import type { Post, TagField } from '@/lib/blog/types'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { formatDate } from '@/lib/i18n/format-date'
import type { Lang } from '@/lib/i18n/locales'
import { pagePath } from '@/lib/i18n/paths'
import { absoluteUrl, blogPostingJsonLd, breadcrumbJsonLd, sectionCrumb } from '@/lib/seo'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { Container } from '@/components/ui/container'
import { Eyebrow } from '@/components/ui/eyebrow'
import { BookmarkButton } from '@/components/blog/bookmark-button'
import { PostCard } from '@/components/blog/post-card'
import { RichText } from '@/components/blog/rich-text'
import { ShareButtons } from '@/components/blog/share-buttons'
import { ShareCard } from '@/components/blog/share-card'
import { TableOfContents } from '@/components/blog/table-of-contents'
import { JsonLd } from '@/components/seo/json-ld'

/**
 * Everything a post page shows (hero, contents, body, share card, author, tags, related posts),
 * given the post. `tag` (draft mode only) marks each part with the Contentful entry and field it
 * shows, for Live Preview's inspector.
 */
export function PostView({ lang, post, tag }: { lang: Lang; post: Post; tag?: TagField }) {
  const at = (entryId: string, fieldId: string) => tag?.(entryId, fieldId)
  const dict = getDictionary(lang)
  const copy = dict.blog
  const path = pagePath(lang, 'blog', post.slug)
  const url = absoluteUrl(path)
  const toc = post.headings.filter((h) => h.level === 2 || h.level === 3)
  const shareCopy = {
    shareOn: Object.fromEntries(SHARE_NETWORKS.map((n) => [n, copy.post.shareOn(n)])) as Record<(typeof SHARE_NETWORKS)[number], string>,
    copyLink: copy.post.copyLink,
    linkCopied: copy.post.linkCopied,
  }

  return (
    <>
      <JsonLd data={blogPostingJsonLd(lang, post)} />
      <JsonLd data={breadcrumbJsonLd(lang, [sectionCrumb(lang, 'blog'), { name: post.title, path }])} />
      {/* The hero names the category. A <p>, not PageHeader's <h1>: the post title is the page's h1. */}
      <section className="border-b border-border bg-muted">
        <div className="mx-auto max-w-4xl px-4 py-10 text-center sm:px-6 lg:px-8">
          <Eyebrow>{copy.heroEyebrow}</Eyebrow>
          <p className="mt-2 text-3xl font-bold tracking-tight" {...(post.category ? at(post.id, 'category') : undefined)}>{post.category?.name ?? dict.pages.blog.heading}</p>
        </div>
      </section>
      <Container className="py-10">
        <div className="mb-8 flex flex-wrap items-center justify-between gap-3">
          <Link href={pagePath(lang, 'blog')} className="inline-flex items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground">
            <ArrowLeft className="size-4" aria-hidden />
            {copy.post.back}
          </Link>
          <div className="flex items-center gap-2">
            <ShareButtons
              url={url}
              title={post.title}
              copy={{ share: copy.post.share, ...shareCopy }}
            />
            <BookmarkButton labels={{ add: copy.post.bookmark, remove: copy.post.removeBookmark }} />
          </div>
        </div>

        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <article className="min-w-0">
            {post.featuredImage ? (
              <div className="relative mb-8 overflow-hidden rounded-2xl" {...at(post.id, 'featuredImage')}>
                <Image src={post.featuredImage.url} alt={post.featuredImage.alt} width={post.featuredImage.width} height={post.featuredImage.height} isPriority sizes="(min-width: 1024px) 56rem, 100vw" className="h-auto w-full object-cover" />
                {post.category ? (
                  <Badge className="absolute left-4 top-4" {...at(post.id, 'category')}>{post.category.name}</Badge>
                ) : null}
              </div>
            ) : null}
            <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl" {...at(post.id, 'title')}>{post.title}</h1>
            <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-1.5"><Calendar className="size-4" aria-hidden /><time dateTime={post.publishDate}>{formatDate(post.publishDate, lang)}</time></span>
              <span className="inline-flex items-center gap-1.5"><Clock className="size-4" aria-hidden />{copy.minutesRead(post.readingTime)}</span>
              {post.author ? <span {...at(post.id, 'author')}>{copy.post.by} {post.author.name}</span> : null}
            </div>
            {post.excerpt ? <p className="mt-6 text-xl leading-8 text-muted-foreground" {...at(post.id, 'excerpt')}>{post.excerpt}</p> : null}
            {post.body ? <div className="mt-8" {...at(post.id, 'content')}><RichText document={post.body} postHref={(slug) => pagePath(lang, 'blog', slug)} /></div> : null}

            {post.tags.length > 0 ? (
              <section className="mt-12" aria-labelledby="tags-heading">
                <h2 id="tags-heading" className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">{copy.post.tags}</h2>
                <ul className="flex flex-wrap gap-2" {...at(post.id, 'tags')}>
                  {post.tags.map((t) => (
                    <li key={t.slug}>
                      <Link href={pagePath(lang, 'blog', 'tag', t.slug)} className="rounded-full bg-muted px-3 py-1 text-sm hover:bg-accent" {...at(t.id, 'name')}>#{t.name}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            {post.author ? (
              <Card as="section" className="mt-12 flex gap-5 p-6" aria-labelledby="author-heading" {...at(post.id, 'author')}>
                {post.author.picture ? (
                  <Image {...at(post.author.id, 'picture')} src={post.author.picture.url} alt={post.author.picture.alt || post.author.name} width={64} height={64} className="size-16 shrink-0 rounded-full object-cover" />
                ) : (
                  <span aria-hidden className="grid size-16 shrink-0 place-items-center rounded-full bg-accent text-2xl font-semibold text-accent-foreground">{post.author.name.charAt(0)}</span>
                )}
                <div>
                  <h2 id="author-heading" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{copy.post.aboutAuthor}</h2>
                  <p className="mt-1 text-lg font-semibold" {...at(post.author.id, 'name')}>{post.author.name}</p>
                  {post.author.bio ? <p className="mt-1 text-muted-foreground" {...at(post.author.id, 'bio')}>{post.author.bio}</p> : null}
                </div>
              </Card>
            ) : null}
          </article>

          <aside className="flex flex-col gap-8">
            <ShareCard url={url} title={post.title} copy={{ heading: copy.post.shareCard, ...shareCopy }} />
            <TableOfContents headings={toc} title={copy.post.toc} />
            {post.category ? (
              <Card as="section" className="p-5" aria-labelledby="category-heading" {...at(post.id, 'category')}>
                <h2 id="category-heading" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{copy.post.category}</h2>
                <Link href={pagePath(lang, 'blog', 'category', post.category.slug)} className="mt-2 inline-flex items-center gap-2 text-lg font-semibold text-primary hover:underline" {...at(post.category.id, 'name')}>
                  <Folder className="size-4" aria-hidden />
                  {post.category.name}
                </Link>
                {post.category.description ? <p className="mt-2 text-sm text-muted-foreground" {...at(post.category.id, 'description')}>{post.category.description}</p> : null}
              </Card>
            ) : null}
          </aside>
        </div>

        {post.relatedPosts.length > 0 ? (
          <section className="mt-16" aria-labelledby="related-heading" {...at(post.id, 'relatedPosts')}>
            <h2 id="related-heading" className="mb-6 text-2xl font-bold tracking-tight">{copy.post.related}</h2>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {post.relatedPosts.map((related) => (
                <PostCard key={related.slug} post={toCardData(related, lang, copy, tag)} view="grid" readMore={copy.readMore} />
              ))}
            </div>
          </section>
        ) : null}
      </Container>
    </>
  )
}
