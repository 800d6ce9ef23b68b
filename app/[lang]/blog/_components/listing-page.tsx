import type { ReactNode } from 'react'
import { toCardData } from '@/lib/blog/cards'
import type { BlogResult, FieldTag, PostSummary, TagField } from '@/lib/blog/types'
import { getDictionary } from '@/lib/i18n/dictionaries'
import type { Lang } from '@/lib/i18n/locales'
import { breadcrumbJsonLd, sectionCrumb } from '@/lib/seo'
import { Container } from '@/components/ui/container'
import { PageHeader } from '@/components/sections/page-header'
import { BlogError } from '@/components/blog/blog-error'
import { PostCard } from '@/components/blog/post-card'
import { JsonLd } from '@/components/seo/json-ld'

type Props = {
  lang: Lang
  /** The listing's own path (its first page), for its breadcrumb. */
  path: string
  /** Page n > 1: its own step of the breadcrumb. */
  pageCrumb?: { name: string; path: string } | undefined
  eyebrow: string
  result: BlogResult<{ heading: string; intro: string; posts: PostSummary[]; headingTag?: FieldTag; introTag?: FieldTag }>
  /** Draft mode only: tags the cards' fields for Live Preview's inspector. */
  tag?: TagField | undefined
  /** The pagination bar, under the cards. */
  children?: ReactNode
}

/** A page of a tag's or a category's posts: its name, description, cards and pagination (or the error state). */
export function ListingPage({ lang, path, pageCrumb, eyebrow, result, tag, children }: Props) {
  const dict = getDictionary(lang)
  if (!result.ok) {
    return (
      <>
        <PageHeader eyebrow={eyebrow} heading={dict.pages.blog.heading} />
        <BlogError copy={dict.blog.error} />
      </>
    )
  }
  const { heading, intro, posts, headingTag, introTag } = result.value
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(lang, [sectionCrumb(lang, 'blog'), { name: heading, path }, ...(pageCrumb ? [pageCrumb] : [])])} />
      <PageHeader eyebrow={eyebrow} heading={heading} intro={intro} headingTag={headingTag} introTag={introTag} />
      <Container className="py-16">
        {posts.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-border p-12 text-center">
            <h2 className="text-xl font-semibold">{dict.blog.empty.title}</h2>
          </div>
        ) : (
          <div data-testid="post-list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {/* The first card's picture is the page's largest paint on a phone: fetched at once, as on the blog. */}
            {posts.map((post, i) => (
              <PostCard key={post.slug} post={toCardData(post, lang, dict.blog, tag)} view="grid" readMore={dict.blog.readMore} headingLevel="h2" priority={i === 0} />
            ))}
          </div>
        )}
        {children}
      </Container>
    </>
  )
}
