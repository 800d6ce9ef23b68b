import type { BlogAddress } from '@/lib/blog/blog-address'
import { pageCount } from '@/lib/blog/filters'
import type { BlogResult } from '@/lib/blog/types'
import type { Lang } from '@/lib/i18n/locales'
import { getCategories, getPostSlugs, getTags } from './index'

/**
 * Whether a blog address names something that exists, answered from the lists the blog keeps
 * (post slugs, tags, categories: Next's data cache, 60 s lifetime, refreshed by the webhook),
 * never from a query about the slug itself. The proxy asks it before any page renders, so a
 * made-up address costs no Contentful query and leaves no page in the cache (README, "Hostile
 * traffic").
 *
 * Outside a render Next's data cache does not serve a stale list while it refreshes: the refresh
 * is awaited. So each process keeps, per list, what it read last:
 * - for LIST_MEMO_MS it answers from it without asking the cache (a burst of requests costs one
 *   read of the list, and a webhook is still seen within the 5 s the contract allows);
 * - a refresh is waited for at most REFRESH_WAIT_MS, then the last good list answers (the refresh
 *   goes on and updates it): a slow or failing Contentful never holds a visitor in the proxy;
 * - when the list cannot be read (Contentful down), the last good one answers;
 * - one read at a time per list: concurrent requests share it.
 * Five lists at most (post slugs, and tags and categories per language), each bounded by the
 * blog's own MAX_POSTS.
 */
const LIST_MEMO_MS = 1_000
const REFRESH_WAIT_MS = 1_500

type Kind = 'post' | 'tag' | 'category'
type Kept = { slugs: ReadonlySet<string>; at: number }

const LISTS: Record<Kind, (lang: Lang) => Promise<BlogResult<{ slug: string }[]>>> = {
  post: () => getPostSlugs(),
  tag: getTags,
  category: getCategories,
}

const kept = new Map<string, Kept>()
const reading = new Map<string, Promise<ReadonlySet<string> | undefined>>()

async function read(kind: Kind, lang: Lang, key: string): Promise<ReadonlySet<string> | undefined> {
  try {
    const result = await LISTS[kind](lang)
    if (result.ok) {
      const slugs = new Set(result.value.map((item) => item.slug))
      kept.set(key, { slugs, at: Date.now() })
      return slugs
    }
  } catch {
    // Outside a render the cache itself can throw (no cache in this context): same as a failure.
  }
  // Failed: the last good list answers, and the next try waits LIST_MEMO_MS like a success.
  const last = kept.get(key)
  if (last) kept.set(key, { slugs: last.slugs, at: Date.now() })
  return last?.slugs
}

/** The slugs of one list, or undefined when it was never read and cannot be read now. */
export function knownSlugs(kind: Kind, lang: Lang): Promise<ReadonlySet<string> | undefined> {
  // Post slugs are one list for both languages.
  const key = kind === 'post' ? kind : `${kind}:${lang}`
  const last = kept.get(key)
  if (last && Date.now() - last.at < LIST_MEMO_MS) return Promise.resolve(last.slugs)
  let pending = reading.get(key)
  if (!pending) {
    pending = read(kind, lang, key).finally(() => reading.delete(key))
    reading.set(key, pending)
  }
  if (!last) return pending
  return Promise.race([pending, new Promise<ReadonlySet<string>>((resolve) => setTimeout(resolve, REFRESH_WAIT_MS, last.slugs).unref())])
}

/**
 * true: the address names a published post, tag, category or list page; false: it names none;
 * undefined: the lists cannot tell (Contentful down before this process ever read them), and the
 * page decides as before.
 */
export async function isKnownAddress(address: BlogAddress): Promise<boolean | undefined> {
  if (address.kind === 'page') {
    const posts = await knownSlugs('post', address.lang)
    return posts ? address.page <= pageCount(posts.size) : undefined
  }
  const slugs = await knownSlugs(address.kind, address.lang)
  return slugs ? slugs.has(address.slug) : undefined
}
