// The pages the bench measures, in both languages, and how it finds a blog post to include.
export const LANGS = ['en', 'fr']

// Service slugs differ per language (lib/i18n/services.ts); a .mjs script cannot import that TS.
const SERVICE_PATHS = { en: '/en/services/website-creation', fr: '/fr/services/creation-site-web' }

/** The body of a 200 answer; anything else (a redirect included) is an error. */
export async function fetchText(url) {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(15_000) })
  const text = await response.text()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return text
}

/**
 * The first post linked from /en/blog, else the first post in the sitemap. Slugs are the same
 * in both languages; the French page is checked to answer too.
 */
export async function findPostSlug(origin) {
  const post = /\/en\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)(?=["<])/
  const fromList = post.exec(await fetchText(`${origin}/en/blog`))?.[1]
  const slug = fromList ?? post.exec(await fetchText(`${origin}/sitemap.xml`))?.[1]
  if (!slug) throw new Error('no blog post found on /en/blog nor in /sitemap.xml')
  await fetchText(`${origin}/fr/blog/${slug}`)
  return slug
}

/** [{ id: 'home-en', kind, lang, path }] for home, a service, pricing, the blog and a post. */
export function sitePages(postSlug) {
  return LANGS.flatMap((lang) =>
    Object.entries({
      home: `/${lang}`,
      service: SERVICE_PATHS[lang],
      pricing: `/${lang}/pricing`,
      blog: `/${lang}/blog`,
      post: `/${lang}/blog/${postSlug}`,
    }).map(([kind, path]) => ({ id: `${kind}-${lang}`, kind, lang, path })),
  )
}
