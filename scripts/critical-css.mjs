#!/usr/bin/env node
// Writes app/critical-css.ts: the rules of the site's stylesheet that its pages draw, which
// app/stylesheets.tsx inlines in <head> so that the first paint waits for no stylesheet request.
// One set per kind of page, which app/critical-set.ts reads from the path: `home` (/en, /fr),
// `post` (a blog post), `blog` (the blog's lists, tags, search), `service` (a service's page), one
// each for the services, pricing, about, contact and portfolio pages, and `page` (the rest).
// Each document carries its kind's rules only: one set for all but the home page was a quarter
// to a third of a service page's document, rich text's and the blog's rules included, and one set
// for every page outside the blog still 18.3 KiB, where each kind's is 10–12. A made-up address
// renders the 404 page under the path typed, so every set but `home` holds its rules.
//
//   npm run css:critical            # builds, serves the build on a free port, writes the file
//   node scripts/critical-css.mjs --origin http://localhost:PORT   # a build already running
//
// Each page is loaded in Chromium at a phone's and a laptop's width, once the whole stylesheet
// has arrived; PurgeCSS keeps the stylesheet's rules whose selectors the page's elements can
// match (dark-theme variants included: the theme is a class on <html>). Sections below the first
// screen (`.below-fold`, `.styled-late`: the home page's after its hero) count for their own box
// only: their content is hidden until the whole stylesheet comes (EXTRA_RULES, kit.css), so the
// home page's set is its header, hero and footer.
// Every set also holds the fallback font faces (app/fonts/geist-sans.css), which the whole
// stylesheet leaves out (app/globals.css says why): the critical rules are where a page gets them.
// Geist's own face is in none: a script adds it once loaded (app/web-font.tsx says why).
// e2e/critical-css.spec.ts computes the sets again from the test build and fails when this file
// is out of date.
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import postcss from 'postcss'
import { PurgeCSS } from 'purgecss'
import { CHROMIUM_ARGS } from '../e2e/support/chromium-flags.mjs'
import { fetchText, findSlugs, KINDS, LANGS, sitePages } from './bench/pages.mjs'
import { buildFontFaces } from './stylesheet.mjs'
import { chromiumPath } from './test-tools.mjs'

export const OUTPUT_FILE = 'app/critical-css.ts'
const WIDTHS = [[390, 844], [1366, 900]]

/** The content of a section below the first screen, styled by the whole stylesheet only. */
export const STYLED_LATE = '.below-fold > *, .styled-late > *'

/**
 * Rules of our own, appended to every set: a section below the first screen keeps its box and
 * shows its content once the whole stylesheet has come (kit.css: the same selectors in the same
 * layer, later, make it opaque and drawn); before that it would be drawn unstyled. Its content is
 * skipped too (`content-visibility: hidden`), not only transparent: the first frame would style
 * and lay it out for nothing, and Chromium draws a `content-visibility: auto` part within one and
 * a half screens in that frame anyway (the home page's service cards, 98 of a phone's 152 first
 * elements, from 1,328 px down). The placeholder is a service card's height (304 px).
 */
export const EXTRA_RULES =
  '@layer components{.below-fold>*,.styled-late>*{opacity:0;content-visibility:hidden;contain-intrinsic-size:auto 19rem}}'

/**
 * What editors write decides which of these components' elements a post or a list shows (a table,
 * a quote, a post without a picture, a second page of results): every class their source names
 * is kept in the set of the pages that render them, whichever the sampled content happened to
 * use; a post's set also keeps every rule under `.rich-text` (components/blog/rich-text.css) and
 * every tag rich text can hold (CONTENT_TAGS). A post shows related posts' cards; both kinds of
 * blog page can show the blog's error.
 */
export const CONTENT_COMPONENTS = {
  post: ['rich-text', 'table-of-contents', 'share-buttons', 'post-card', 'blog-error'],
  blog: ['post-card', 'blog-explorer', 'pagination', 'search-results', 'blog-error'],
}
/** The source files of CONTENT_COMPONENTS[set]. */
export const contentFiles = (set) => CONTENT_COMPONENTS[set].map((name) => `components/blog/${name}.tsx`)

/**
 * The elements rich text can hold (components/blog/rich-text.tsx renders Contentful's nodes as
 * these), whichever the sampled posts happen to use: rules naming a tag are kept only for tags
 * some page holds.
 */
export const CONTENT_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'ol', 'li', 'blockquote', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'b', 'strong', 'i', 'em', 'u', 'code', 'sub', 'sup', 'figure', 'figcaption', 'img', 'aside', 'div', 'span']

/** The words of a source file's string literals: its class names among them. */
export function sourceClassNames(files) {
  const words = new Set()
  for (const file of files) {
    for (const [, text] of readFileSync(file, 'utf8').matchAll(/(?:'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`)/g).map((match) => [match, match[1] ?? match[2] ?? match[3] ?? ''])) {
      for (const word of text.split(/\s+/)) if (word) words.add(word)
    }
  }
  return [...words]
}

/** The bench's page kinds (scripts/bench/pages.mjs) each set samples: every kind is in one. */
const SET_KINDS = {
  home: ['home'],
  post: ['post'],
  blog: ['blog', 'tag'],
  services: ['services'],
  service: ['service'],
  pricing: ['pricing'],
  about: ['about'],
  contact: ['contact'],
  portfolio: ['portfolio'],
  page: [],
}

/**
 * Every service's page in both languages, as the services page links them. Each draws icons of
 * its own on its first screen (its benefits'): sampling one service left the others' icons out of
 * the set, drawn as solid squares until the whole stylesheet came.
 */
export async function servicePages(origin) {
  const linked = await Promise.all(LANGS.map(async (lang) => {
    const html = await fetchText(`${origin}/${lang}/services`)
    return [...html.matchAll(new RegExp(`href="(/${lang}/services/[^"#?/]+)"`, 'g'))].map(([, path]) => path)
  }))
  const paths = [...new Set(linked.flat())]
  if (paths.length === 0) throw new Error('the services page links no service')
  return paths
}

/**
 * The pages of each set (app/critical-set.ts picks one from the path): the home page; a post; the
 * blog's other pages; every service's page; each section's page; the legal pages. A made-up
 * address under any path but the home page's renders the 404 page under the address typed (the
 * proxy answers one under the blog: a made-up post redirects to the list, a made-up tag or list
 * page is the 404), so every set but the home page's draws the 404 page too.
 */
export async function setPages(origin) {
  const unsorted = KINDS.filter((kind) => !Object.values(SET_KINDS).flat().includes(kind))
  if (unsorted.length > 0) throw new Error(`page kind ${unsorted.join(', ')} belongs to no set: add it to SET_KINDS`)
  const each = (...paths) => LANGS.flatMap((lang) => paths.map((path) => `/${lang}${path}`))
  const extra = {
    blog: each('/blog/page/2', '/blog/search?q=site', '/blog/tag/no-such-tag'),
    service: [...(await servicePages(origin)), ...each('/services/no-such-service')],
    page: each('/privacy', '/terms'),
  }
  const sets = {}
  for (const [set, kinds] of Object.entries(SET_KINDS)) {
    const sampled = kinds.length > 0 ? sitePages(await findSlugs(origin, kinds), kinds).map(({ path }) => path) : []
    sets[set] = [...new Set([...sampled, ...(extra[set] ?? []), ...(set === 'home' ? [] : each('/no-such-page'))])]
  }
  return sets
}

/**
 * What a selector can match on the page once it is hydrated: every element's tag, id, classes,
 * attribute names and values. Sections below the first screen count for their own element only.
 */
async function pageTokens(page, url) {
  const response = await page.goto(url, { waitUntil: 'networkidle' })
  if (!response || (response.status() !== 200 && response.status() !== 404)) {
    throw new Error(`${url} answered ${response?.status()}`)
  }
  return page.evaluate((styledLate) => {
    const tokens = { tags: new Set(), ids: new Set(), classes: new Set(), names: new Set(), values: new Set() }
    for (const element of document.querySelectorAll('*')) {
      if (element.closest(styledLate)) continue
      tokens.tags.add(element.localName)
      if (element.id) tokens.ids.add(element.id)
      for (const name of element.classList) tokens.classes.add(name)
      for (const { name, value } of element.attributes) {
        tokens.names.add(name)
        tokens.values.add(value)
      }
    }
    return Object.fromEntries(Object.entries(tokens).map(([key, set]) => [key, [...set]]))
  }, STYLED_LATE)
}

/** PurgeCSS's view of the tokens pageTokens collected, read back from JSON. */
function tokenExtractor(json) {
  const { tags, ids, classes, names, values } = JSON.parse(json)
  return { tags, ids, classes, attributes: { names, values }, undetermined: [] }
}

/** The text of every stylesheet the page links (the lazy one has come by network idle). */
async function linkedStylesheets(page, origin) {
  const hrefs = await page.$$eval('link[rel="stylesheet"]', (links) => links.map((link) => link.href))
  const texts = await Promise.all(hrefs.map(async (href) => (await fetch(new URL(href, origin))).text()))
  const relative = texts.join('').match(/url\((?!['"]?(?:\/|data:))[^)]*\)/)
  if (relative) throw new Error(`the stylesheet points at ${relative[0]}, a URL that would break inlined in a page`)
  // PurgeCSS (8.0) drops every rule of this form, whatever the page holds: write `:not()` bare.
  const dropped = texts.join('').match(/[^{}]*:(?:where|is)\(:not\([^{]*/)
  if (dropped) throw new Error(`PurgeCSS would leave out \`${dropped[0]}\`: write the selector without :where(:not(…))`)
  return texts
}

/** { home, post, blog, page }: each set's CSS text, computed on the running build at `origin`. */
export async function computeCriticalCss(origin) {
  const sets = await setPages(origin)
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  try {
    const markup = Object.fromEntries(Object.keys(sets).map((set) => [set, []]))
    let css = []
    for (const [width, height] of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height } })
      const page = await context.newPage()
      // A path in several sets (the 404 page) is loaded once.
      const tokensOf = new Map()
      for (const [set, paths] of Object.entries(sets)) {
        for (const path of paths) {
          if (!tokensOf.has(path)) tokensOf.set(path, await pageTokens(page, `${origin}${path}`))
          markup[set].push(tokensOf.get(path))
        }
      }
      css = [...(await linkedStylesheets(page, origin)), await buildFontFaces()]
      await context.close()
    }
    markup.post.push({ tags: CONTENT_TAGS, ids: [], classes: sourceClassNames(contentFiles('post')), names: [], values: [] })
    markup.blog.push({ tags: [], ids: [], classes: sourceClassNames(contentFiles('blog')), names: [], values: [] })
    const result = {}
    for (const [set, pages] of Object.entries(markup)) {
      const purged = await new PurgeCSS().purge({
        content: pages.map((tokens) => ({ raw: JSON.stringify(tokens), extension: 'json' })),
        extractors: [{ extractor: tokenExtractor, extensions: ['json'] }],
        css: css.map((raw) => ({ raw })),
        variables: true,
        keyframes: true,
        fontFace: true,
        // The theme is a class next-themes sets on <html> before the first paint.
        safelist: { standard: ['dark'], deep: set === 'post' ? [/^rich-text$/] : [] },
      })
      result[set] = purged.map((sheet) => sheet.css).join('') + EXTRA_RULES
    }
    return result
  } finally {
    await browser.close()
  }
}

/**
 * Each rule of a stylesheet as one line: the at-rules around it, its selector and declarations.
 * What e2e/critical-css.spec.ts compares.
 */
export function ruleLines(css) {
  const lines = new Set()
  postcss.parse(css).walk((node) => {
    if (node.type !== 'rule' && node.type !== 'atrule') return
    if (node.type === 'atrule' && node.nodes?.some((child) => child.type === 'rule' || child.type === 'atrule')) return
    const context = []
    for (let parent = node.parent; parent && parent.type !== 'root'; parent = parent.parent) context.unshift(`@${parent.name} ${parent.params}`)
    const body = (node.nodes ?? []).map((child) => child.toString()).join(';')
    lines.add([...context, node.type === 'rule' ? node.selector : `@${node.name} ${node.params}`, body].join(' | '))
  })
  return lines
}

/** The module app/stylesheets.tsx imports. */
export function criticalCssModule(sets) {
  const names = Object.keys(sets)
  return [
    '// Written by scripts/critical-css.mjs (`npm run css:critical`) from the built stylesheet: do not edit.',
    `export type CriticalSet = ${names.map((name) => `'${name}'`).join(' | ')}`,
    '',
    'export const CRITICAL_CSS: Record<CriticalSet, string> = {',
    ...names.map((name) => `  ${name}: ${JSON.stringify(sets[name])},`),
    '}',
    '',
  ].join('\n')
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    }).on('error', reject)
  })
}

async function waitForServer(origin, deadline = Date.now() + 60_000) {
  while (Date.now() < deadline) {
    if (await fetch(`${origin}/en`).then((response) => response.ok, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${origin} did not answer within a minute`)
}

async function main() {
  const origin = process.argv[process.argv.indexOf('--origin') + 1]
  if (process.argv.includes('--origin')) {
    writeFileSync(OUTPUT_FILE, criticalCssModule(await computeCriticalCss(origin)))
    return
  }
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
  const port = await freePort()
  const server = spawn('node', ['scripts/server/start.mjs'], { env: { ...process.env, PORT: String(port) }, stdio: 'inherit' })
  try {
    const local = `http://127.0.0.1:${port}`
    await waitForServer(local)
    const sets = await computeCriticalCss(local)
    writeFileSync(OUTPUT_FILE, criticalCssModule(sets))
    for (const [name, css] of Object.entries(sets)) console.log(`${name}: ${(css.length / 1024).toFixed(1)} KiB`)
    console.log(`${OUTPUT_FILE} written: run \`npm run build\` again for the pages to carry it.`)
  } finally {
    server.kill('SIGTERM')
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
