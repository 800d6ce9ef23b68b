type Item = { title: string; link: string; description: string; date: string; category?: string | undefined }
type Feed = { title: string; description: string; link: string; self: string; language: string; items: Item[] }

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)
}

function rfc822(date: string): string {
  const d = new Date(date)
  return Number.isNaN(d.getTime()) ? '' : d.toUTCString()
}

/** An RSS 2.0 document of the language's posts, newest first. */
export function buildRss(feed: Feed): string {
  const items = feed.items
    .map((item) => {
      const pubDate = rfc822(item.date)
      return [
        '    <item>',
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(item.link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
        `      <description>${escapeXml(item.description)}</description>`,
        pubDate ? `      <pubDate>${pubDate}</pubDate>` : '',
        item.category ? `      <category>${escapeXml(item.category)}</category>` : '',
        '    </item>',
      ].filter(Boolean).join('\n')
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(feed.title)}</title>
    <link>${escapeXml(feed.link)}</link>
    <description>${escapeXml(feed.description)}</description>
    <language>${feed.language}</language>
    <atom:link href="${escapeXml(feed.self)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`
}
