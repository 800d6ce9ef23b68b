// A local stand-in of the Contentful Delivery (and Preview) API, started by Playwright before
// the build, so pre-rendered pages come from e2e/support/fixtures. It answers the requests the
// contentful SDK makes, in the API's JSON shapes: one locale, links left as links, linked items
// in `includes`. POST /__control lets a test edit content or simulate an outage of the Delivery
// API. Contentful serves the Preview API from its own host, and an outage here leaves it
// answering. A post in draft mode reads only that one, but a draft-mode list still reads the
// published posts from the Delivery API: the outage tests run once every other test is done
// (the `outage` project in playwright.config.ts).
//
// Like Contentful it answers `locale=*` (every locale's own value, no fallback), `select`,
// `sys.id[in]` and `skip`/`limit` paging, and refuses more than RATE_LIMIT requests in any second
// with 429 and `X-Contentful-RateLimit-Reset` (GET /__peak says how many arrived and were served
// in the busiest second). STAND_IN_ARCHIVE='{"posts":5000}' serves a generated archive
// (fixtures/archive.mjs) instead of the fixtures alone; STAND_IN_SPACE names another space.
import { createServer } from 'node:http'
import { makeArchive } from './fixtures/archive.mjs'
import { barePost, fixtures } from './fixtures/blog.mjs'

/** How many of an `{ archive: n }` control's oldest posts carry the tag `archive` (a tag that paginates far). */
const ARCHIVE_TAGGED = 1500
const port = Number(process.env.STAND_IN_PORT ?? 3101)
const SPACE = process.env.STAND_IN_SPACE ?? 'e2espace'
/** Contentful's Delivery API allows about 55 uncached requests a second; the stand-in 50. */
const RATE_LIMIT = Number(process.env.STAND_IN_RATE_LIMIT ?? 50)
const initial = () => (process.env.STAND_IN_ARCHIVE ? makeArchive(JSON.parse(process.env.STAND_IN_ARCHIVE)) : structuredClone(fixtures))
const PREVIEW_TOKEN = 'e2e-preview-token'
const TOKENS = new Set(['e2e-delivery-token', PREVIEW_TOKEN])
const DEFAULT_LOCALE = 'en-US'

let state = initial()
/** The Delivery API's health: 'ok' | '500' | 'hang' | '429' | 'truncated' */
let mode = 'ok'
const requests = []
/**
 * `{ slug, ms, count }`: the next `count` Delivery requests for that slug are answered `ms` late,
 * with the content as it was when they arrived (a render provably in flight during a change).
 */
let slow

/** Arrival times of the last second's API requests (the sliding window the limit applies to). */
const window = []
/** Per wall-clock second: requests that arrived, and those answered (not refused with 429). */
const seconds = new Map()

function second(at) {
  const key = Math.floor(at / 1000)
  let counts = seconds.get(key)
  if (!counts) {
    counts = { arrived: 0, served: 0 }
    seconds.set(key, counts)
    // An hour of seconds at most.
    if (seconds.size > 3600) seconds.delete(seconds.keys().next().value)
  }
  return counts
}

/** Whether one more request fits the rate limit now; counts it either way. */
function admit() {
  const at = Date.now()
  while (window.length > 0 && window[0] <= at - 1000) window.shift()
  const counts = second(at)
  counts.arrived += 1
  if (window.length >= RATE_LIMIT) return false
  window.push(at)
  counts.served += 1
  return true
}

function error(id, message) {
  return { sys: { type: 'Error', id }, message, requestId: 'stand-in' }
}

/**
 * An entry as `api` serves it: the Preview API shows the editor's saved, unpublished changes
 * (`draftFields`); `select` keeps only the fields it names.
 */
function localize(item, locale, api = 'delivery', select = undefined) {
  const fields = {}
  const source = api === 'preview' && item.draftFields ? { ...item.fields, ...item.draftFields } : item.fields
  for (const [name, values] of Object.entries(source)) {
    if (select && !select.includes(`fields.${name}`)) continue
    // locale=*: every locale's own value, as stored, and no fallback.
    const value = locale === '*' ? values : values[locale] ?? values[DEFAULT_LOCALE]
    if (value !== undefined) fields[name] = value
  }
  const isEntry = Boolean(item.sys.contentType)
  return {
    metadata: { tags: [] },
    sys: {
      space: { sys: { type: 'Link', linkType: 'Space', id: SPACE } },
      environment: { sys: { type: 'Link', linkType: 'Environment', id: 'master' } },
      id: item.sys.id,
      type: isEntry ? 'Entry' : 'Asset',
      createdAt: item.sys.createdAt,
      updatedAt: item.sys.updatedAt,
      revision: 1,
      locale,
      ...(isEntry ? { contentType: { sys: { type: 'Link', linkType: 'ContentType', id: item.sys.contentType.sys.id } } } : {}),
    },
    fields,
  }
}

function linksIn(value, out = []) {
  if (Array.isArray(value)) value.forEach((v) => linksIn(v, out))
  else if (value && typeof value === 'object') {
    if (value.sys?.type === 'Link' && (value.sys.linkType === 'Entry' || value.sys.linkType === 'Asset')) out.push(value.sys)
    else Object.values(value).forEach((v) => linksIn(v, out))
  }
  return out
}

function linkIds(value) {
  return linksIn(value).map((l) => l.id)
}

function matches(entry, params) {
  const f = entry.fields
  for (const [key, value] of params) {
    if (key === 'content_type' && entry.sys.contentType.sys.id !== value) return false
    if (key === 'fields.slug' && f.slug?.[DEFAULT_LOCALE] !== value) return false
    if (key === 'sys.id' && entry.sys.id !== value) return false
    if (key === 'sys.id[in]' && !value.split(',').includes(entry.sys.id)) return false
    if (key === 'fields.tags.sys.id' && !linkIds(f.tags?.[DEFAULT_LOCALE]).includes(value)) return false
    if (key === 'fields.category.sys.id' && !linkIds(f.category?.[DEFAULT_LOCALE]).includes(value)) return false
    if ((key === 'links_to_entry' || key === 'links_to_asset') && !linkIds(f).includes(value)) return false
  }
  return true
}

function sortBy(items, order, locale) {
  const keys = order.split(',').map((k) => ({ desc: k.startsWith('-'), path: k.replace(/^-/, '') }))
  const read = (item, path) => {
    if (path === 'sys.id') return item.sys.id
    if (path === 'sys.createdAt') return item.sys.createdAt
    const field = path.replace(/^fields\./, '')
    const values = item.fields[field]
    return String(values?.[locale === '*' ? DEFAULT_LOCALE : locale] ?? values?.[DEFAULT_LOCALE] ?? '')
  }
  return [...items].sort((a, b) => {
    for (const { desc, path } of keys) {
      const cmp = read(a, path).localeCompare(read(b, path))
      if (cmp) return desc ? -cmp : cmp
    }
    return 0
  })
}

function entries(params, api) {
  const locale = params.get('locale') ?? DEFAULT_LOCALE
  if (locale !== '*' && !state.locales.some((l) => l.code === locale)) {
    return [400, error('BadRequest', `Unknown locale: ${locale}`)]
  }
  const filters = [...params].filter(([k]) => !['locale', 'order', 'limit', 'skip', 'include', 'access_token', 'select'].includes(k))
  // An unlisted entry answers only a query for its own slug, and the site's list of addresses
  // (the slugs alone: `select`), so adding it moves no list of cards another test counts.
  const askedSlug = params.get('fields.slug')
  // (The SDK adds sys.type to every selection.)
  const selected = params.get('select')?.split(',') ?? []
  const isAddressList = selected.includes('fields.slug') && selected.every((field) => ['sys.id', 'sys.type', 'sys.updatedAt', 'fields.slug', 'fields.title'].includes(field))
  // A draft is only the Preview API's.
  let found = state.entries.filter((e) => (!e.draft || api === 'preview') && (!e.unlisted || isAddressList || e.fields.slug?.[DEFAULT_LOCALE] === askedSlug) && matches(e, filters))
  if (params.get('order')) found = sortBy(found, params.get('order'), locale)
  const skip = Number(params.get('skip') ?? 0)
  const limit = Math.min(Number(params.get('limit') ?? 100), 1000)
  const include = Math.min(Number(params.get('include') ?? 1), 10)
  const page = found.slice(skip, skip + limit)

  // Linked entries and assets, `include` levels deep, each once.
  const byId = new Map([...state.entries, ...state.assets].map((i) => [i.sys.id, i]))
  const seen = new Set(page.map((i) => i.sys.id))
  const included = { Entry: [], Asset: [] }
  let frontier = page
  for (let level = 0; level < include; level += 1) {
    const next = []
    for (const item of frontier) {
      // What `select` left out links nothing in.
      for (const l of linksIn(localize(item, locale, api, level === 0 && selected.length ? selected : undefined).fields)) {
        const target = byId.get(l.id)
        if (!target || seen.has(l.id)) continue
        seen.add(l.id)
        const localized = localize(target, locale, api)
        included[localized.sys.type].push(localized)
        next.push(target)
      }
    }
    frontier = next
  }
  return [200, {
    sys: { type: 'Array' },
    total: found.length,
    skip,
    limit,
    items: page.map((i) => localize(i, locale, api, selected.length ? selected : undefined)),
    ...(included.Entry.length || included.Asset.length ? { includes: included } : {}),
  }]
}

function control(body) {
  if (body.reset) {
    state = initial()
    mode = 'ok'
    slow = undefined
  }
  if (body.slow) slow = { ...body.slow, count: body.slow.count ?? 1 }
  if (body.mode) mode = body.mode
  if (body.addBarePost) state.entries.push(structuredClone(barePost))
  // { archive: n }: n generated posts older than every fixture post, the oldest ARCHIVE_TAGGED
  // of them tagged `archive` (fixtures/archive.mjs). Undone by { reset: true }.
  if (body.archive) state.entries.push(...makeArchive({ posts: body.archive, tagged: ARCHIVE_TAGGED }).entries.slice(fixtures.entries.length))
  // { saveDraft: { id, locale, title } }: an editor's saved change, not published: only the
  // Preview API shows it. Discarded with { discardDraft: id }.
  if (body.saveDraft) {
    const { id, locale = DEFAULT_LOCALE, title } = body.saveDraft
    const entry = state.entries.find((e) => e.sys.id === id)
    if (!entry) return [404, { ok: false }]
    entry.draftFields = { ...entry.draftFields, title: { ...(entry.draftFields?.title ?? entry.fields.title), [locale]: title } }
  }
  if (body.discardDraft) {
    const entry = state.entries.find((e) => e.sys.id === body.discardDraft)
    if (entry) delete entry.draftFields
  }
  // { addPost: { id, slug, draft?, title?, excerpt?, listed?, publishDate? } }: a bare post of that
  // slug (unlisted as barePost is, unless `listed`), with that title and excerpt in both locales
  // if given; a draft is served by the Preview API only. Removed with { unpublish: id }.
  if (body.addPost) {
    const { id, slug, draft = false, title, excerpt, listed = false, publishDate } = body.addPost
    const post = structuredClone(barePost)
    post.sys.id = id
    post.fields.slug = { [DEFAULT_LOCALE]: slug }
    if (title !== undefined) post.fields.title = { 'en-US': title, 'fr-FR': title }
    if (excerpt !== undefined) post.fields.excerpt = { 'en-US': excerpt, 'fr-FR': excerpt }
    if (draft) post.draft = true
    if (listed) delete post.unlisted
    if (publishDate) post.fields.publishDate = { [DEFAULT_LOCALE]: publishDate }
    state.entries.push(post)
  }
  // Unpublish (or delete) an entry: the Delivery API no longer returns it; links to it stay.
  if (body.unpublish) state.entries = state.entries.filter((e) => e.sys.id !== body.unpublish)
  if (body.removeBarePost) state.entries = state.entries.filter((e) => e.sys.id !== barePost.sys.id)
  // { rename: { id, slug } }: the editor changed the post's slug.
  if (body.rename) {
    const entry = state.entries.find((e) => e.sys.id === body.rename.id)
    if (!entry) return [404, { ok: false }]
    entry.fields.slug = { [DEFAULT_LOCALE]: body.rename.slug }
    entry.sys.updatedAt = new Date().toISOString()
  }
  if (body.editTitle) {
    const { id, locale = DEFAULT_LOCALE, title } = body.editTitle
    const entry = state.entries.find((e) => e.sys.id === id)
    if (!entry) return [404, { ok: false }]
    entry.fields.title[locale] = title
    entry.sys.updatedAt = new Date().toISOString()
  }
  return [200, { ok: true, mode }]
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
  if (url.pathname === '/__health') return send(res, 200, { ok: true })
  // ?since=<ms>: the requests from then on (a test asserts what was, or was not, asked).
  if (url.pathname === '/__requests') {
    const since = Number(url.searchParams.get('since') ?? 0)
    return send(res, 200, requests.filter((r) => r.at >= since).slice(-5000))
  }
  // ?since=<ms>: the busiest second since then (requests arrived, and answered within the limit).
  if (url.pathname === '/__peak') {
    const since = Math.floor(Number(url.searchParams.get('since') ?? 0) / 1000)
    const peak = { arrived: 0, served: 0, refused: 0, limit: RATE_LIMIT }
    for (const [key, counts] of seconds) {
      if (key < since) continue
      peak.arrived = Math.max(peak.arrived, counts.arrived)
      peak.served = Math.max(peak.served, counts.served)
      peak.refused += counts.arrived - counts.served
    }
    return send(res, 200, peak)
  }
  if (url.pathname === '/__control' && req.method === 'POST') {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      try {
        send(res, ...control(JSON.parse(raw || '{}')))
      } catch {
        send(res, 400, { ok: false })
      }
    })
    return
  }
  const token = (req.headers.authorization ?? '').replace(/^Bearer /, '') || url.searchParams.get('access_token')
  const api = token === PREVIEW_TOKEN ? 'preview' : 'delivery'
  requests.push({ at: Date.now(), api, mode, path: url.pathname, query: Object.fromEntries(url.searchParams) })
  if (requests.length > 5_000) requests.splice(0, 1_000)
  if (api === 'delivery' && mode !== 'ok') return answerOutage(res)

  if (!TOKENS.has(token)) return send(res, 401, error('AccessTokenInvalid', 'The access token you sent could not be found or is invalid.'))

  if (!admit()) {
    res.writeHead(429, { 'content-type': 'application/json', 'x-contentful-ratelimit-reset': '1', 'x-contentful-ratelimit-second-limit': String(RATE_LIMIT) })
    return res.end(JSON.stringify(error('RateLimitExceeded', 'You have exceeded the rate limit of the Organization.')))
  }
  const path = url.pathname.replace(/\/+$/, '')
  const base = `/spaces/${SPACE}`
  if (path === base) return send(res, 200, { sys: { type: 'Space', id: SPACE }, name: 'E2E', locales: state.locales })
  const env = new RegExp(`^/spaces/${SPACE}(?:/environments/([^/]+))?/(entries|locales|content_types)$`).exec(path)
  if (env) {
    if (env[2] === 'locales') return send(res, 200, { sys: { type: 'Array' }, total: 2, skip: 0, limit: 100, items: state.locales.map((l) => ({ ...l, sys: { id: l.code, type: 'Locale' } })) })
    if (env[2] === 'entries') {
      const answer = entries(url.searchParams, api)
      if (api === 'delivery' && slow?.count > 0 && url.searchParams.get('fields.slug') === slow.slug) {
        slow.count -= 1
        const delay = slow.ms
        const request = requests.at(-1)
        request.slowed = true
        setTimeout(() => {
          request.answeredAt = Date.now()
          send(res, ...answer)
        }, delay)
        return
      }
      return send(res, ...answer)
    }
    return send(res, 200, { sys: { type: 'Array' }, total: 0, skip: 0, limit: 100, items: [] })
  }
  console.log(`stand-in: unhandled ${req.method} ${url.pathname}${url.search}`)
  return send(res, 404, error('NotFound', 'The resource could not be found.'))
})

/** The Delivery API failing the way `mode` says. */
function answerOutage(res) {
  if (mode === 'hang') return // never answers: the adapter's deadline must cut it off
  if (mode === '500') return send(res, 500, error('ServerError', 'Simulated outage'))
  if (mode === '429') {
    res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1', 'x-contentful-ratelimit-reset': '1' })
    return res.end(JSON.stringify(error('RateLimitExceeded', 'You have exceeded the rate limit of the Organization.')))
  }
  // A body cut off mid-way, as from a dropped connection behind a proxy.
  res.writeHead(200, { 'content-type': 'application/vnd.contentful.delivery.v1+json' })
  res.end('{"sys":{"type":"Array"},"total":1,"skip":0,"limit":1,"items":[{"sys":{"id":')
}

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/vnd.contentful.delivery.v1+json' })
  res.end(JSON.stringify(body))
}

server.listen(port, '127.0.0.1', () => console.log(`Contentful stand-in on http://127.0.0.1:${port}`))
