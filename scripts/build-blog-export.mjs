// Builds content/blog/contentful-export.json (the shape contentful-export writes and
// contentful-import reads) from content/blog/source.json and the articles in
// content/blog/articles/<slug>.<en|fr>.md. Run after `npm run blog:images` (it reads file sizes).
// Usage: npm run blog:build            (node scripts/build-blog-export.mjs --check: exit 1 if stale)
//
// The Markdown is a small subset, converted by hand to Contentful rich text:
//   ## / ### / ####          heading-2 / heading-3 / heading-4
//   - item, 1. item          unordered-list / ordered-list (one level)
//   > text                   blockquote
//   ---                      hr
//   | a | b |  (+ |---|)     table; the first row is the header row
//   ![](asset:<assetId>)     embedded-asset-block (alone on its line)
//   [[entry:<entryId>]]      embedded-entry-block, a link to another blogPost (alone on its line)
//   **bold** *italic* ++underline++ `code` [text](uri)
// French text gets its typography from lib/french-typography.mjs, the rules the interface copy is
// tested against: a no-break space before : ; ! ? % and inside « », between thousands and before
// units, em dashes bound to their incise, and typographic apostrophes.
import { readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { frenchDashes, frenchTypography } from '../lib/french-typography.mjs'
import { ARTICLES_DIR, EXPORT_FILE, assetPublicPath, assetUrl, loadSource } from './blog-source.mjs'

const LOCALES = { en: 'en-US', fr: 'fr-FR' }
// ---------------------------------------------------------------- front matter

function parseArticle(raw, file) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(raw)
  if (!match) throw new Error(`${file}: missing front matter`)
  const meta = {}
  for (const line of match[1].split('\n')) {
    const i = line.indexOf(':')
    if (i < 0) continue
    meta[line.slice(0, i).trim()] = line.slice(i + 1).trim().replace(/^"(.*)"$/, '$1')
  }
  for (const key of ['title', 'excerpt']) {
    if (!meta[key]) throw new Error(`${file}: front matter needs "${key}"`)
  }
  return { meta, body: match[2] }
}

// ---------------------------------------------------------------- rich text

const text = (value, marks = []) => ({ nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} })
const block = (nodeType, content, data = {}) => ({ nodeType, data, content })
const link = (linkType, id) => ({ target: { sys: { id, type: 'Link', linkType } } })

function inline(source, fix) {
  const nodes = []
  const pattern = /\*\*(.+?)\*\*|\+\+(.+?)\+\+|\*(.+?)\*|`(.+?)`|\[([^\]]+)\]\(([^)\s]+)\)/g
  let last = 0
  for (const m of source.matchAll(pattern)) {
    if (m.index > last) nodes.push(text(fix(source.slice(last, m.index))))
    if (m[1] !== undefined) nodes.push(text(fix(m[1]), ['bold']))
    else if (m[2] !== undefined) nodes.push(text(fix(m[2]), ['underline']))
    else if (m[3] !== undefined) nodes.push(text(fix(m[3]), ['italic']))
    else if (m[4] !== undefined) nodes.push(text(m[4], ['code']))
    else nodes.push(block('hyperlink', [text(fix(m[5]))], { uri: m[6] }))
    last = m.index + m[0].length
  }
  if (last < source.length) nodes.push(text(fix(source.slice(last))))
  // Contentful's editor keeps a text node at both ends of a paragraph; do the same.
  if (nodes[0]?.nodeType !== 'text') nodes.unshift(text(''))
  if (nodes.at(-1)?.nodeType !== 'text') nodes.push(text(''))
  return nodes
}

const paragraph = (source, fix) => block('paragraph', inline(source, fix))

export function markdownToRichText(markdown, { fix = (s) => s, file = 'markdown' } = {}) {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n')
  const content = []
  let i = 0
  const take = (test) => {
    const run = []
    while (i < lines.length && test(lines[i])) run.push(lines[i++])
    return run
  }
  while (i < lines.length) {
    const line = lines[i]
    const trimmed = line.trim()
    if (!trimmed) {
      i++
      continue
    }
    const heading = /^(#{2,4}) (.+)$/.exec(trimmed)
    const asset = /^!\[[^\]]*\]\(asset:([A-Za-z0-9_-]+)\)$/.exec(trimmed)
    const entry = /^\[\[entry:([A-Za-z0-9_-]+)\]\]$/.exec(trimmed)
    if (heading) {
      content.push(block(`heading-${heading[1].length}`, inline(heading[2], fix)))
      i++
    } else if (trimmed === '---') {
      content.push(block('hr', []))
      i++
    } else if (asset) {
      content.push(block('embedded-asset-block', [], link('Asset', asset[1])))
      i++
    } else if (entry) {
      content.push(block('embedded-entry-block', [], link('Entry', entry[1])))
      i++
    } else if (trimmed.startsWith('> ') || trimmed === '>') {
      const quote = take((l) => l.trim().startsWith('>')).map((l) => l.trim().replace(/^>\s?/, ''))
      const paragraphs = quote.join('\n').split(/\n\s*\n/).map((p) => paragraph(p.replace(/\n/g, ' '), fix))
      content.push(block('blockquote', paragraphs))
    } else if (/^[-*] /.test(trimmed)) {
      const items = take((l) => /^[-*] /.test(l.trim())).map((l) => l.trim().slice(2))
      content.push(block('unordered-list', items.map((item) => block('list-item', [paragraph(item, fix)]))))
    } else if (/^\d+\. /.test(trimmed)) {
      const items = take((l) => /^\d+\. /.test(l.trim())).map((l) => l.trim().replace(/^\d+\. /, ''))
      content.push(block('ordered-list', items.map((item) => block('list-item', [paragraph(item, fix)]))))
    } else if (trimmed.startsWith('|')) {
      const rows = take((l) => l.trim().startsWith('|'))
        .filter((l) => !/^\|[\s:|-]+\|$/.test(l.trim()))
        .map((l) => l.trim().replace(/^\||\|$/g, '').split('|').map((cell) => cell.trim()))
      const width = rows[0]?.length ?? 0
      if (rows.some((r) => r.length !== width)) throw new Error(`${file}: table rows differ in width`)
      content.push(
        block(
          'table',
          rows.map((cells, r) =>
            block('table-row', cells.map((cell) => block(r === 0 ? 'table-header-cell' : 'table-cell', [paragraph(cell, fix)]))),
          ),
        ),
      )
    } else {
      const run = take((l) => {
        const t = l.trim()
        return t !== '' && !/^(#{2,4} |> |[-*] |\d+\. |\||---$|!\[|\[\[)/.test(t)
      })
      content.push(paragraph(run.map((l) => l.trim()).join(' '), fix))
    }
  }
  return block('document', content)
}

// ---------------------------------------------------------------- export shape

function sysFor(source, type, id, extra = {}) {
  const at = extra.updatedAt ?? source.createdAt
  return {
    space: { sys: { type: 'Link', linkType: 'Space', id: source.spaceId } },
    id,
    type,
    createdAt: source.createdAt,
    updatedAt: at,
    environment: { sys: { id: source.environmentId, type: 'Link', linkType: 'Environment' } },
    publishedVersion: 1,
    publishedAt: at,
    firstPublishedAt: at,
    publishedCounter: 1,
    version: 2,
    ...(extra.contentType ? { contentType: { sys: { type: 'Link', linkType: 'ContentType', id: extra.contentType } } } : {}),
    ...(type === 'Entry' || type === 'Asset' ? { automationTags: [] } : {}),
  }
}

const entryLink = (id) => ({ sys: { type: 'Link', linkType: 'Entry', id } })
const assetLink = (id) => ({ sys: { type: 'Link', linkType: 'Asset', id } })
const SLUG = { regexp: { pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', flags: null }, message: 'Lowercase words separated by hyphens' }

function field(id, name, type, { localized = false, required = false, validations = [], ...rest } = {}) {
  return { id, name, type, localized, required, validations, disabled: false, omitted: false, ...rest }
}

const linkTo = (contentType) => ({ validations: [{ linkContentType: [contentType] }], linkType: 'Entry' })

function contentTypes(source) {
  const types = [
    {
      id: 'blogPost',
      name: 'Blog Post',
      description: 'An article of the agency blog, in English and French.',
      displayField: 'title',
      fields: [
        field('title', 'Title', 'Symbol', { localized: true, required: true }),
        field('slug', 'Slug', 'Symbol', { required: true, validations: [{ unique: true }, SLUG] }),
        field('excerpt', 'Excerpt', 'Text', { localized: true }),
        field('content', 'Content', 'RichText', {
          localized: true,
          required: true,
          validations: [{ nodes: { 'embedded-entry-block': [{ linkContentType: ['blogPost'] }] } }],
        }),
        field('publishDate', 'Publish date', 'Date', { required: true }),
        field('featuredImage', 'Featured image', 'Link', { linkType: 'Asset', validations: [{ linkMimetypeGroup: ['image'] }] }),
        field('category', 'Category', 'Link', linkTo('category')),
        field('tags', 'Tags', 'Array', { items: { type: 'Link', ...linkTo('tag') } }),
        field('author', 'Author', 'Link', linkTo('author')),
        field('relatedPosts', 'Related posts', 'Array', { items: { type: 'Link', ...linkTo('blogPost') } }),
      ],
    },
    {
      id: 'category',
      name: 'Category',
      description: 'A blog category.',
      displayField: 'name',
      fields: [
        field('name', 'Name', 'Symbol', { localized: true, required: true }),
        field('slug', 'Slug', 'Symbol', { required: true, validations: [{ unique: true }, SLUG] }),
        field('description', 'Description', 'Text', { localized: true }),
      ],
    },
    {
      id: 'tag',
      name: 'Tag',
      description: 'A blog tag.',
      displayField: 'name',
      fields: [
        field('name', 'Name', 'Symbol', { localized: true, required: true }),
        field('slug', 'Slug', 'Symbol', { required: true, validations: [{ unique: true }, SLUG] }),
      ],
    },
    {
      id: 'author',
      name: 'Author',
      description: 'A person who writes for the blog.',
      displayField: 'name',
      fields: [
        field('name', 'Name', 'Symbol', { required: true }),
        field('bio', 'Bio', 'Text', { localized: true }),
        field('picture', 'Picture', 'Link', { linkType: 'Asset', validations: [{ linkMimetypeGroup: ['image'] }] }),
      ],
    },
  ]
  return types.map(({ id, ...rest }) => ({ sys: sysFor(source, 'ContentType', id), ...rest }))
}

function locales(source) {
  const locale = (code, name, isDefault, fallbackCode) => ({
    name,
    code,
    fallbackCode,
    default: isDefault,
    contentManagementApi: true,
    contentDeliveryApi: true,
    optional: !isDefault,
    sys: { id: code === 'en-US' ? 'localeEnUs' : 'localeFrFr', type: 'Locale', version: 1, createdAt: source.createdAt, updatedAt: source.createdAt },
  })
  return [locale('en-US', 'English (United States)', true, null), locale('fr-FR', 'French (France)', false, 'en-US')]
}

/** Localized strings from source.json, with French typography applied. */
function localized(values) {
  return { 'en-US': values['en-US'], 'fr-FR': frenchTypography(values['fr-FR']) }
}

async function build() {
  const source = await loadSource()
  const entries = []
  const assets = []

  for (const asset of source.assets) {
    const file = assetPublicPath(source, asset)
    const { size } = await stat(file)
    assets.push({
      metadata: { tags: [], concepts: [] },
      sys: sysFor(source, 'Asset', asset.id),
      fields: {
        title: localized(asset.title),
        description: localized(asset.description),
        file: {
          'en-US': {
            url: assetUrl(source, asset),
            details: { size, image: { width: asset.width, height: asset.height } },
            fileName: asset.fileName,
            contentType: 'image/jpeg',
          },
        },
      },
    })
  }

  const entry = (id, contentType, fields, updatedAt) => ({
    metadata: { tags: [], concepts: [] },
    sys: sysFor(source, 'Entry', id, { contentType, updatedAt }),
    fields,
  })

  for (const c of source.categories) {
    entries.push(
      entry(c.id, 'category', { name: localized(c.name), slug: { 'en-US': c.slug }, description: localized(c.description) }),
    )
  }
  for (const t of source.tags) {
    entries.push(entry(t.id, 'tag', { name: localized(t.name), slug: { 'en-US': t.slug } }))
  }
  for (const a of source.authors) {
    entries.push(
      entry(a.id, 'author', { name: { 'en-US': a.name }, bio: localized(a.bio), picture: { 'en-US': assetLink(a.picture) } }),
    )
  }
  for (const post of source.posts) {
    const fields = { title: {}, slug: { 'en-US': post.slug }, excerpt: {}, content: {} }
    for (const [lang, locale] of Object.entries(LOCALES)) {
      const file = join(ARTICLES_DIR, `${post.slug}.${lang}.md`)
      const { meta, body } = parseArticle(await readFile(file, 'utf8'), file)
      const fix = lang === 'fr' ? frenchTypography : (s) => s
      fields.title[locale] = fix(meta.title)
      fields.excerpt[locale] = fix(meta.excerpt)
      // An incise's two dashes may sit in different text nodes (« — *ça dépend* — »): bind them on
      // the whole line before the Markdown is cut into nodes.
      const source = lang === 'fr' ? body.split('\n').map(frenchDashes).join('\n') : body
      fields.content[locale] = markdownToRichText(source, { fix, file })
    }
    Object.assign(fields, {
      publishDate: { 'en-US': post.publishDate },
      featuredImage: { 'en-US': assetLink(post.featuredImage) },
      category: { 'en-US': entryLink(post.category) },
      tags: { 'en-US': post.tags.map(entryLink) },
      author: { 'en-US': entryLink(post.author) },
      relatedPosts: { 'en-US': post.relatedPosts.map(entryLink) },
    })
    entries.push(entry(post.id, 'blogPost', fields, post.publishDate))
  }

  const data = {
    contentTypes: contentTypes(source),
    tags: [],
    editorInterfaces: [],
    entries,
    assets,
    locales: locales(source),
    webhooks: [],
  }
  return { json: `${JSON.stringify(data, null, 2)}\n`, entries, assets }
}

async function main() {
  const { json, entries, assets } = await build()
  if (process.argv.includes('--check')) {
    const current = await readFile(EXPORT_FILE, 'utf8').catch(() => '')
    if (current !== json) {
      console.error('content/blog/contentful-export.json is out of date: run npm run blog:build')
      process.exit(1)
    }
    console.log('content/blog/contentful-export.json is up to date')
    return
  }
  await writeFile(EXPORT_FILE, json)
  console.log(`wrote content/blog/contentful-export.json: ${entries.length} entries, ${assets.length} assets`)
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
