import { toCardData } from '@/lib/blog/cards'
import type { BlogResult, PostSummary } from '@/lib/blog/types'
import { getDictionary } from '@/lib/i18n/dictionaries'
import type { Lang } from '@/lib/i18n/locales'
import { PageHeader } from '@/components/sections/page-header'
import { BlogError } from '@/components/blog/blog-error'
import { PostCard } from '@/components/blog/post-card'

type Props = {
  lang: Lang
  eyebrow: string
  result: BlogResult<{ heading: string; intro: string; posts: PostSummary[] }>
}

/** A tag's or a category's page: its name, description and posts (or the error state). */
export function ListingPage({ lang, eyebrow, result }: Props) {
  const dict = getDictionary(lang)
  if (!result.ok) {
    return (
      <>
        <PageHeader eyebrow={eyebrow} heading={dict.pages.blog.heading} />
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <BlogError copy={dict.blog.error} />
        </div>
      </>
    )
  }
  const { heading, intro, posts } = result.value
  return (
    <>
      <PageHeader eyebrow={eyebrow} heading={heading} intro={intro} />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        {posts.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-border p-12 text-center">
            <h2 className="text-xl font-semibold">{dict.blog.empty.title}</h2>
          </div>
        ) : (
          <div data-testid="post-list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <PostCard key={post.slug} post={toCardData(post, lang, dict.blog)} view="grid" readMore={dict.blog.readMore} headingLevel="h2" />
            ))}
          </div>
        )}
      </div>
    </>
  )
}
