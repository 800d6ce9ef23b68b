import { LOCALES, type Lang } from '@/lib/i18n/locales'
import type { BlogAddress } from './blog-address'
import { pageCount } from './paging'

/**
 * The blog lists: what exists, in which language, and where each old address went. One small
 * value (about 110 bytes a post: 530 KB of JSON at 5,000 posts, 58 KB as Redis keeps it) that the build writes, the webhook and a
 * timer rewrite, and the proxy reads to answer an address before any page renders
 * (lib/blog/lists-store.ts). It holds no content, only addresses.
 */
export type Listed = { id: string; slug: string; langs: Lang[] }
export type ListedPost = Listed & { updatedAt: string }

export type BlogLists = {
  version: typeof LISTS_VERSION
  /** When Contentful (or the bundled content) was read, in ms. */
  readAt: number
  /** Newest first. */
  posts: ListedPost[]
  tags: Listed[]
  categories: Listed[]
  /** Slug history: an old slug → the id of the post that had it (docs/blog-lists.md, "Slug history"). */
  moved: Record<string, string>
}

/** Bumped when the shape changes: a server never reads a shape it does not know. */
export const LISTS_VERSION = 1

type Index = {
  posts: Map<string, ListedPost>
  byId: Map<string, ListedPost>
  tags: Map<string, Listed>
  categories: Map<string, Listed>
  counts: Record<Lang, number>
}

const indexes = new WeakMap<BlogLists, Index>()

function index(lists: BlogLists): Index {
  let found = indexes.get(lists)
  if (!found) {
    const counts = Object.fromEntries(LOCALES.map((lang) => [lang, lists.posts.filter((p) => p.langs.includes(lang)).length])) as Record<Lang, number>
    found = {
      posts: new Map(lists.posts.map((p) => [p.slug, p])),
      byId: new Map(lists.posts.map((p) => [p.id, p])),
      tags: new Map(lists.tags.map((t) => [t.slug, t])),
      categories: new Map(lists.categories.map((c) => [c.slug, c])),
      counts,
    }
    indexes.set(lists, found)
  }
  return found
}

/** The posts of one language, newest first. */
export function postsIn(lists: BlogLists, lang: Lang): ListedPost[] {
  return lists.posts.filter((post) => post.langs.includes(lang))
}

/** The languages of a published post, by slug (none when it is not one). */
export function postLangs(lists: BlogLists, slug: string): Lang[] {
  return index(lists).posts.get(slug)?.langs ?? []
}

/** What the proxy does with a blog address, decided from the lists alone. */
export type AddressAnswer =
  | { kind: 'pass' }
  /** To the same thing in the language it exists in (307: a translation may come later). */
  | { kind: 'elsewhere'; path: string }
  /** An old slug of a post: 308 to its current address. */
  | { kind: 'moved'; path: string }
  /** A post nobody published: 307 to the list. */
  | { kind: 'list' }
  | { kind: 'not-found' }

/** The first of the item's languages: where an address in another language sends a reader. */
function home(item: Listed): Lang | undefined {
  return item.langs[0]
}

function postAnswer(lists: BlogLists, lang: Lang, slug: string): AddressAnswer {
  const { posts, byId } = index(lists)
  const post = posts.get(slug)
  if (post) {
    if (post.langs.includes(lang)) return { kind: 'pass' }
    const there = home(post)
    return there ? { kind: 'elsewhere', path: `/${there}/blog/${post.slug}` } : { kind: 'list' }
  }
  // A slug reused by another post is that post's (found above); an old one leads to the current.
  const movedTo = Object.hasOwn(lists.moved, slug) ? byId.get(lists.moved[slug] ?? '') : undefined
  if (!movedTo) return { kind: 'list' }
  const target = movedTo.langs.includes(lang) ? lang : home(movedTo)
  return target ? { kind: 'moved', path: `/${target}/blog/${movedTo.slug}` } : { kind: 'list' }
}

export function answerAddress(lists: BlogLists, address: BlogAddress): AddressAnswer {
  const { lang } = address
  if (address.kind === 'page') return address.page <= pageCount(index(lists).counts[lang]) ? { kind: 'pass' } : { kind: 'not-found' }
  if (address.kind === 'post') return postAnswer(lists, lang, address.slug)
  const item = index(lists)[address.kind === 'tag' ? 'tags' : 'categories'].get(address.slug)
  if (!item) return { kind: 'not-found' }
  if (item.langs.includes(lang)) return { kind: 'pass' }
  const there = home(item)
  return there ? { kind: 'elsewhere', path: `/${there}/blog/${address.kind}/${item.slug}` } : { kind: 'not-found' }
}

/**
 * The slug history after a new read: what `previous` knew, plus every post whose slug changed
 * since. A slug that is a post's current one is dropped (a reused slug belongs to its new post).
 */
export function mergeHistory(previous: Pick<BlogLists, 'posts' | 'moved'> | undefined, posts: readonly Listed[], known: Record<string, string> = {}): Record<string, string> {
  const moved: Record<string, string> = { ...known, ...previous?.moved }
  const current = new Map(posts.map((p) => [p.id, p.slug]))
  for (const old of previous?.posts ?? []) {
    const now = current.get(old.id)
    if (now && now !== old.slug) moved[old.slug] = old.id
  }
  for (const post of posts) delete moved[post.slug]
  return moved
}

/** Whether a value read from a store or a file is lists this version understands. */
export function isBlogLists(value: unknown): value is BlogLists {
  const lists = value as BlogLists | null
  return (
    typeof lists === 'object' && lists !== null && lists.version === LISTS_VERSION && typeof lists.readAt === 'number' &&
    Array.isArray(lists.posts) && Array.isArray(lists.tags) && Array.isArray(lists.categories) &&
    typeof lists.moved === 'object' && lists.moved !== null
  )
}
