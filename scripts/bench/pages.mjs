// The pages the bench measures: every page kind in both languages, and how it finds a blog post
// and a tag page to include.
export const LANGS = ['en', 'fr']

// Service slugs differ per language (lib/i18n/services.ts); a .mjs script cannot import that TS.
const SERVICE_PATHS = { en: '/en/services/website-creation', fr: '/fr/services/creation-site-web' }

/** Every page kind, in the order of the report; `post` and `tag` need slugs found on the site. */
export const KINDS = ['home', 'services', 'service', 'pricing', 'about', 'contact', 'portfolio', 'blog', 'tag', 'post']

/**
 * The kinds named in BENCH_PAGES (`home,post`), in the order of KINDS; all of them when unset or
 * empty. An unknown name is an error rather than a silently shorter run.
 */
export function selectKinds(value) {
  const names = (value ?? '').split(',').map((name) => name.trim()).filter(Boolean)
  if (names.length === 0) return [...KINDS]
  const unknown = names.filter((name) => !KINDS.includes(name))
  if (unknown.length > 0) throw new Error(`BENCH_PAGES: unknown page kind ${unknown.join(', ')} (known: ${KINDS.join(', ')})`)
  return KINDS.filter((kind) => names.includes(kind))
}

/** The body of a 200 answer; anything else (a redirect included) is an error. */
export async function fetchText(url) {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(15_000) })
  const text = await response.text()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return text
}

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*'
// A post link is /en/blog/{slug} where the slug is not one of the listings' own segments.
const POST_LINK = new RegExp(`/en/blog/(?!(?:tag|category|page|rss\\.xml)(?:[/"<]))(${SLUG})(?=["<])`)
const TAG_LINK = new RegExp(`/en/blog/tag/(${SLUG})(?=["<])`)

/** The first slug `pattern` finds in the pages of `paths`, fetched in turn, else undefined. */
async function firstMatch(origin, paths, pattern) {
  for (const path of paths) {
    const slug = pattern.exec(await fetchText(`${origin}${path}`))?.[1]
    if (slug) return slug
  }
  return undefined
}

/**
 * The first post linked from /en/blog, else the first post in the sitemap. Slugs are the same
 * in both languages; the French page is checked to answer too.
 */
export async function findPostSlug(origin) {
  const slug = await firstMatch(origin, ['/en/blog', '/sitemap.xml'], POST_LINK)
  if (!slug) throw new Error('no blog post found on /en/blog nor in /sitemap.xml')
  await fetchText(`${origin}/fr/blog/${slug}`)
  return slug
}

/**
 * A tag page found the way the post is: the first tag linked from /en/blog, else from the post
 * (when one is known), else the first in the sitemap. Tag slugs are not localized either.
 */
export async function findTagSlug(origin, postSlug) {
  const paths = ['/en/blog', ...(postSlug ? [`/en/blog/${postSlug}`] : []), '/sitemap.xml']
  const slug = await firstMatch(origin, paths, TAG_LINK)
  if (!slug) throw new Error(`no tag page found on ${paths.join(', ')}`)
  await fetchText(`${origin}/fr/blog/tag/${slug}`)
  return slug
}

/** The slugs the selected kinds need, found on the running site. */
export async function findSlugs(origin, kinds) {
  const postSlug = kinds.includes('post') || kinds.includes('tag') ? await findPostSlug(origin).catch((error) => {
    if (kinds.includes('post')) throw error
    return undefined // a tag page can still be found on the list or in the sitemap
  }) : undefined
  const tagSlug = kinds.includes('tag') ? await findTagSlug(origin, postSlug) : undefined
  return { postSlug, tagSlug }
}

/**
 * [{ id: 'home-en', kind, lang, path }] for the given kinds (default: all) in both languages,
 * English first.
 */
export function sitePages({ postSlug, tagSlug } = {}, kinds = KINDS) {
  const pathOf = (kind, lang) => {
    switch (kind) {
      case 'home':
        return `/${lang}`
      case 'service':
        return SERVICE_PATHS[lang]
      case 'tag':
        if (!tagSlug) throw new Error('the tag page needs a tag slug')
        return `/${lang}/blog/tag/${tagSlug}`
      case 'post':
        if (!postSlug) throw new Error('the post page needs a post slug')
        return `/${lang}/blog/${postSlug}`
      default:
        return `/${lang}/${kind}`
    }
  }
  return LANGS.flatMap((lang) => kinds.map((kind) => ({ id: `${kind}-${lang}`, kind, lang, path: pathOf(kind, lang) })))
}
