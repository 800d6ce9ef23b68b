// What a page sends before it is interactive: its HTML, the scripts and the stylesheets it names.
import { gzipSync } from 'node:zlib'
import { fetchText } from './pages.mjs'

// Level 9: the best a server can do with gzip, so the figure does not depend on a host's setting.
export const GZIP_LEVEL = 9

const sizes = (buffer) => ({ raw: buffer.length, gzip: gzipSync(buffer, { level: GZIP_LEVEL }).length })

const decodeEntities = (value) => value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'")

function attribute(tag, name) {
  return new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find((v) => v !== undefined)
}

/**
 * Every `<script src>` (with whether it is `nomodule`), `<link rel=stylesheet>` and inlined
 * stylesheet of the HTML: Next's inlineCss writes `<style data-href="file file…">` with the
 * files' text, one per line. A link inside `<noscript>` is text to a browser that runs scripts,
 * which Lighthouse's is: not counted (app/stylesheets.tsx links the whole stylesheet there).
 */
export function listAssets(html) {
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].flatMap(([tag]) => {
    const src = attribute(tag, 'src')
    return src ? [{ src: decodeEntities(src), nomodule: /\snomodule(?=[\s=>/])/i.test(tag) }] : []
  })
  const stylesheets = [...html.replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript>/gi, '').matchAll(/<link\b[^>]*>/gi)].flatMap(([tag]) => {
    const rel = attribute(tag, 'rel')?.toLowerCase().split(/\s+/) ?? []
    const href = attribute(tag, 'href')
    return rel.includes('stylesheet') && href ? [decodeEntities(href)] : []
  })
  const inlined = [...html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/gi)].flatMap(([, attributes, text]) => {
    const files = attribute(attributes, 'data-href')?.split(' ').map(decodeEntities) ?? []
    const texts = text.split('\n')
    return files.length === texts.length ? files.map((file, i) => ({ file, text: texts[i] })) : [{ file: 'inline', text }]
  })
  return { scripts, stylesheets, inlined }
}

// How React's payload writes text inside the HTML's scripts: JSON, with <, > and & escaped.
export const inPayload = (text) => JSON.stringify(text).slice(1, -1).replaceAll('<', '\\u003c').replaceAll('>', '\\u003e').replaceAll('&', '\\u0026')
const PAYLOAD_SEAM = /"\]\)<\/script><script>self\.__next_f\.push\(\[1,"/g

/**
 * The HTML without the stylesheets it inlines: once in `<style>`, once more in the page's
 * payload (a limit Next documents), where it may be cut across two of the payload's scripts,
 * so the seams between them go first. What is left is the page's own markup and payload.
 */
export function withoutInlinedStyles(html, texts) {
  let rest = html.replace(PAYLOAD_SEAM, '')
  // A file's text may itself hold a line break, so the <style> lines need not match its files:
  // each line goes on its own too (the short ones stay: a bare `}` would take the page's with it).
  const parts = texts.flatMap((text) => [text, ...text.split('\n').filter((line) => line.length >= MIN_LINE)])
  for (const text of parts.filter(Boolean)) rest = rest.split(text).join('').split(inPayload(text)).join('')
  return rest
}
const MIN_LINE = 100

const PAYLOAD_SCRIPT = /<script>self\.__next_f\.push\(\[[\s\S]*?\]\)<\/script>/g

/**
 * React's payload inside a document: its `self.__next_f.push(…)` scripts as sent, raw and gzip
 * on their own (the gzip is their share of the document's, roughly: they compress with the
 * markup), and how many.
 */
export function documentPayload(html) {
  const scripts = html.match(PAYLOAD_SCRIPT) ?? []
  return { count: scripts.length, ...sizes(Buffer.from(scripts.join(''))) }
}

function total(files) {
  return {
    count: files.length,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  }
}

/**
 * Sizes of a page's HTML, JavaScript and CSS, raw and gzip. Each asset URL is fetched once per
 * bench run (`cache`), however many pages share it; every file still counts for every page.
 */
export async function measureAssets(origin, path, cache = new Map()) {
  const html = await fetchText(`${origin}${path}`)
  const { scripts, stylesheets, inlined } = listAssets(html)
  const fetchSizes = async (src) => {
    const url = new URL(src, `${origin}${path}`)
    if (url.origin !== origin) throw new Error(`${path} loads ${url.href}: the bench measures local files only`)
    if (!cache.has(url.href)) {
      const response = await fetch(url, { signal: AbortSignal.timeout(15_000) })
      if (!response.ok) throw new Error(`${url.href} answered ${response.status}`)
      cache.set(url.href, sizes(Buffer.from(await response.arrayBuffer())))
    }
    return { file: url.pathname, ...cache.get(url.href) }
  }
  const unique = (list) => [...new Set(list)]
  const js = []
  for (const src of unique(scripts.map((script) => script.src))) {
    js.push({ ...(await fetchSizes(src)), nomodule: scripts.some((s) => s.src === src && s.nomodule) })
  }
  const css = []
  for (const href of unique(stylesheets)) css.push(await fetchSizes(href))
  for (const { file, text } of inlined) css.push({ file, inline: true, ...sizes(Buffer.from(text)) })
  return {
    // `own`: what the budgets judge; the inlined stylesheet has a budget of its own.
    html: {
      ...sizes(Buffer.from(html)),
      own: sizes(Buffer.from(withoutInlinedStyles(html, inlined.map(({ text }) => text)))),
      payload: documentPayload(html),
    },
    js: { ...total(js), nomodule: total(js.filter((file) => file.nomodule)), files: js },
    css: { ...total(css), files: css },
  }
}
