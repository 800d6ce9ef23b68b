import { readStoredLists } from '@/lib/blog/lists-store'
import { LOCALES, type Lang } from '@/lib/i18n/locales'
import { BLOG_TAGS } from './cache'
import { CONTENTFUL_LOCALES } from './locales'
import type { PostChange } from './lists'
import { source } from './query'
import type { EntriesQuery, RawItem } from './raw'

/**
 * What a Contentful webhook request says changed: topic header
 * `ContentManagement.{Entry|Asset}.{publish|unpublish|archive|delete|…}` and a body whose
 * `sys` names the entry (`Entry`/`DeletedEntry`/`Asset`/`DeletedAsset`). Publish bodies also
 * carry the fields, so a new or renamed slug is known before Contentful's CDN serves it.
 */
export type Change = {
  id: string
  /** `blogPost`, `category`, `tag`, `author`, or `Asset`. */
  contentType: string
  action: string
  slugs: string[]
  /** The languages its title or name has in the body (a publish body carries every locale). */
  langs?: Lang[]
}

type Body = {
  sys?: { id?: unknown; type?: unknown; contentType?: { sys?: { id?: unknown } } }
  fields?: { slug?: unknown; title?: unknown; name?: unknown }
}

/** The languages a localized field has values in, or undefined when the body does not carry it. */
function langsOf(field: unknown): Lang[] | undefined {
  if (!field || typeof field !== 'object') return undefined
  const values = field as Record<string, unknown>
  return LOCALES.filter((lang) => {
    const value = values[CONTENTFUL_LOCALES[lang]]
    return typeof value === 'string' && value.trim() !== ''
  })
}

const ID = /^[A-Za-z0-9._-]{1,64}$/

function slugsOf(slug: unknown): string[] {
  // A field in a webhook body is keyed by locale: { "en-US": "a-post" }.
  const values = slug && typeof slug === 'object' ? Object.values(slug) : [slug]
  return values.filter((v): v is string => typeof v === 'string' && v.length > 0)
}

/** The change a webhook request describes, or undefined when its body cannot be read. */
export function readChange(topic: string | null, rawBody: string): Change | undefined {
  let body: Body
  try {
    body = JSON.parse(rawBody) as Body
  } catch {
    return undefined
  }
  const sys = body?.sys
  if (!sys || typeof sys.id !== 'string' || !ID.test(sys.id)) return undefined
  const isAsset = sys.type === 'Asset' || sys.type === 'DeletedAsset'
  const contentType = isAsset ? 'Asset' : sys.contentType?.sys?.id
  if (typeof contentType !== 'string' || !ID.test(contentType)) return undefined
  const action = topic?.split('.').pop() ?? 'publish'
  const langs = langsOf(body.fields?.title ?? body.fields?.name)
  return { id: sys.id, contentType, action, slugs: slugsOf(body.fields?.slug), ...(langs ? { langs } : {}) }
}

/** The slugs of the published posts linking to an entry or asset (related post, category, image…). */
async function linkingEntries(id: string, isAsset: boolean, contentType: EntriesQuery['content_type']): Promise<RawItem[]> {
  const link = isAsset ? { links_to_asset: id } : { links_to_entry: id }
  // include 0: only the linking entries themselves, never what they link to.
  // Published entries, uncached: the webhook must see what Contentful holds now.
  const page = await source().get({ content_type: contentType, locale: CONTENTFUL_LOCALES.en, limit: 1000, include: 0, ...link })
  return page.items
}

function slugOf(item: RawItem): string | undefined {
  const slug = item.fields?.slug
  return typeof slug === 'string' ? slug : undefined
}

const GONE = new Set(['unpublish', 'archive', 'delete'])

/** What a change means for the blog lists (lists.ts): a post's new slug, or that it is gone. */
export function postChangeOf(change: Change): PostChange | undefined {
  if (change.contentType !== 'blogPost') return undefined
  return { id: change.id, isGone: GONE.has(change.action), ...(change.slugs[0] ? { slug: change.slugs[0] } : {}), ...(change.langs ? { langs: change.langs } : {}) }
}

/** Whether a change can move the blog lists (what exists, in which language, at which slug). */
export function movesLists(change: Change | undefined): boolean {
  return !change || ['blogPost', 'tag', 'category'].includes(change.contentType)
}

/** What to refresh: `tags` marked stale, `expired` (a subset) dropped at once. */
export type Refresh = { tags: string[]; expired: string[] }

/**
 * The tags to refresh for a change: the lists showing its content type, the pages of the
 * posts it is (old and new slug) and of every post showing it. Nothing else is re-rendered.
 * A post that is gone (unpublished, archived, deleted) has its own pages expired rather than
 * marked stale: the next request renders the redirect to the list at once, instead of showing
 * the post one last time while a background render stores a 307 that lacks its Location
 * header (Next 16.4). Throws when Contentful cannot say what links to the entry; the caller
 * then refreshes all.
 */
export async function tagsFor(change: Change): Promise<Refresh> {
  const tags = new Set([BLOG_TAGS.type(change.contentType)])
  const postSlugs = new Set<string>()
  const ownSlugs = new Set<string>()
  if (change.contentType === 'blogPost') {
    change.slugs.forEach((slug) => ownSlugs.add(slug))
    // An unpublished or deleted post's body has no fields: its slug is in the blog lists.
    const known = await readStoredLists()
    if (!known) throw new Error('the blog lists are unavailable')
    const old = known.posts.find((post) => post.id === change.id)
    if (old) ownSlugs.add(old.slug)
    ownSlugs.forEach((slug) => postSlugs.add(slug))
  }
  const isAsset = change.contentType === 'Asset'
  for (const post of await linkingEntries(change.id, isAsset, 'blogPost')) {
    const slug = slugOf(post)
    if (slug) postSlugs.add(slug)
  }
  // An author's picture shows on each of their posts.
  if (isAsset) {
    for (const author of await linkingEntries(change.id, true, 'author')) {
      for (const post of await linkingEntries(author.sys.id, false, 'blogPost')) {
        const slug = slugOf(post)
        if (slug) postSlugs.add(slug)
      }
    }
  }
  postSlugs.forEach((slug) => tags.add(BLOG_TAGS.post(slug)))
  const isGone = change.contentType === 'blogPost' && GONE.has(change.action)
  return { tags: [...tags], expired: isGone ? [...ownSlugs].map(BLOG_TAGS.post) : [] }
}
