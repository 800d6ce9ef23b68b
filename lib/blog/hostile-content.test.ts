import { beforeEach, describe, expect, it, vi } from 'vitest'
import exportFile from '@/content/blog/contentful-export.json'
import { buildRss } from '@/lib/blog/rss'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { LOCALES } from '@/lib/i18n/locales'
import { blogPostingJsonLd, fillTitleTemplate, serializeJsonLd } from '@/lib/seo'
import { siteConfig } from '@/lib/site'
import { readBlogAddress } from './blog-address'
import { toCardData } from './cards'

// Next's data cache needs a server: here each query runs against the bundled content.
vi.mock('next/cache', () => ({ unstable_cache: (run: () => unknown) => run }))

/**
 * Titles, slugs and excerpts an editor (or a compromised account) could type, fed through the
 * bundled content into everything that prints them: page title, JSON-LD, feed, cards.
 */
const HOSTILE = [
  'Save $& now',
  "It's $' and $` and $1 and $$ and $<name>",
  '</script><script>alert(1)</script>',
  '<!-- --> ]]> <![CDATA[ & &amp; " \'',
  '\u202eevil.exe\u202c \u200f\u200e RTL \u0627\u0644\u0639\u0631\u0628\u064a\u0629',
  'e\u0301\u0301\u0301 \u{1f600} \ufeff zero\u200bwidth',
  `${'A long title '.repeat(400)}$&</script>`.slice(0, 5_000),
]

type ExportItem = { sys: { id: string; contentType?: { sys: { id: string } } }; fields: Record<string, Record<string, unknown>> }

/** The bundled export with its first post's title, excerpt (both languages) and slug replaced. */
function hostileExport(text: string, slug: string) {
  const copy = structuredClone(exportFile) as unknown as { entries: ExportItem[] }
  const post = copy.entries.find((entry) => entry.sys.contentType?.sys.id === 'blogPost')
  if (!post) throw new Error('no post in the bundled content')
  post.fields.title = { 'en-US': text, 'fr-FR': text }
  post.fields.excerpt = { 'en-US': text, 'fr-FR': text }
  post.fields.slug = { 'en-US': slug }
  return { copy, id: post.sys.id }
}

describe('hostile titles, slugs and excerpts in the bundled content', () => {
  beforeEach(() => vi.resetModules())

  for (const [index, text] of HOSTILE.entries()) {
    // Slugs: the text itself (not a valid slug) for some, a plain one for others.
    const slug = index % 2 ? text : `hostile-${index}`
    it(`prints ${JSON.stringify(text.slice(0, 40))}${text.length > 40 ? `… (${text.length} characters)` : ''} as written, and nothing escapes its element`, async () => {
      const { copy } = hostileExport(text, slug)
      vi.doMock('@/content/blog/contentful-export.json', () => ({ default: copy }))
      const { getPost, getPostSummaries } = await import('@/lib/contentful')
      for (const lang of LOCALES) {
        const dict = getDictionary(lang)
        const result = await getPost(lang, slug)
        expect(result.ok && result.value).toBeTruthy()
        if (!result.ok || !result.value) continue
        const post = result.value
        expect(post.title).toBe(text)
        expect(post.excerpt).toBe(text)
        expect(fillTitleTemplate(dict.common.meta.titleTemplate(siteConfig.name), post.title)).toBe(`${text} | ${siteConfig.name}`)

        const jsonLd = serializeJsonLd(blogPostingJsonLd(lang, post))
        expect(jsonLd).not.toContain('<')
        expect(JSON.parse(jsonLd)).toMatchObject({ headline: text, description: text })

        const summaries = await getPostSummaries(lang)
        expect(summaries.ok).toBe(true)
        if (!summaries.ok) continue
        const rss = buildRss({
          title: 't', description: 'd', link: 'https://x.test', self: 'https://x.test/rss', language: lang,
          items: summaries.value.map((s) => ({ title: s.title, link: `https://x.test/${s.slug}`, description: s.excerpt, date: s.publishDate })),
        })
        expect(rss.match(/<item>/g)).toHaveLength(summaries.value.length)
        expect(rss).not.toContain('</script>')
        expect(rss).not.toContain('<![CDATA[')

        const summary = summaries.value.find((s) => s.slug === slug)
        expect(summary).toBeTruthy()
        if (!summary) continue
        const card = toCardData(summary, lang, dict.blog)
        expect(card.title).toBe(text)
        // The card links under the blog, on this site, whatever the slug holds.
        expect(new URL(card.href, 'https://www.example.test').origin).toBe('https://www.example.test')
        expect(card.href.startsWith(`/${lang}/blog/`)).toBe(true)
        // A slug that is no slug never names a post to the proxy (the router answers 404).
        if (slug === text) expect(readBlogAddress(card.href)).toBeUndefined()
      }
    })
  }
})
