import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { readSitemap } from './support/sitemap'

// WCAG 2.1 A and AA, plus axe's best practices (landmarks, heading order, one h1…).
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

// The sitemap's pages are dealt round-robin into this many tests, so the two workers share them.
const SHARDS = 6

// The minified build of the axe-core that @axe-core/playwright depends on (same version): the
// builder evaluates its source twice per scan, and the default, unminified one is twice the size.
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
)

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

/** One line per failing element: page, theme, rule, where, and what axe measured. */
function describeViolations(path: string, theme: string, violations: Violation[]): string[] {
  return violations.flatMap((rule) =>
    rule.nodes.map((node) => {
      const details = [...node.any, ...node.all, ...node.none].map((check) => check.message).join('; ')
      return `${path} [${theme}] ${rule.id} (${rule.impact ?? 'n/a'}): ${node.target.join(' >>> ')} | ${rule.help}. ${details}`.slice(0, 600)
    }),
  )
}

/**
 * Two settings cut a scan's time by more than half. Legacy mode runs axe in the page itself, in one pass;
 * the default mode also opens a blank page per scan to merge the results of cross-origin frames,
 * and the site has no frames. resultTypes keeps axe from collecting every passing element, which
 * only violations need.
 */
async function scan(page: Page, path: string, theme: string): Promise<string[]> {
  // kit.css `.below-fold` leaves a lower section undrawn until it comes near the screen (and
  // rich-text.css a post's blocks), and axe scrolls to each element it checks: sections drawn
  // on the way move what it then hit-tests, and one left undrawn since a theme switch still
  // answers with the old theme's colours (a white button behind the contact details, on /fr in
  // the dark). Everything drawn, as a visitor scrolling through sees it.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  const { violations } = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .withTags(TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze()
  return describeViolations(path, theme, violations)
}

/**
 * Waits until the browser has painted the current styles and no CSS transition is running. A
 * switch of the system theme reaches next-themes without the toggle's transition hold, so the
 * header fades its colours for 300 ms (scroll-header.tsx): scanned meanwhile, its links stand on
 * a grey halfway between the two themes' backgrounds (seen in a fresh clone's run).
 */
async function transitionsSettled(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation instanceof CSSTransition).length))
    .toBe(0)
}

/**
 * Scans the page in the light theme, then switches the system preference to dark (the site's
 * default theme is "system", so next-themes follows it without a reload) and scans again.
 */
async function scanBothThemes(page: Page, path: string): Promise<string[]> {
  const html = page.locator('html')
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto(path)
  await expect(html).not.toHaveClass(/\bdark\b/)
  const light = await scan(page, path, 'light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(html).toHaveClass(/\bdark\b/)
  await transitionsSettled(page)
  return [...light, ...(await scan(page, path, 'dark'))]
}

/** Scans the page in the light theme only. */
async function scanLight(page: Page, path: string): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto(path)
  return scan(page, path, 'light')
}

/**
 * The template a page is drawn with: each service, post, tag, category and list page of a kind
 * shares its markup and colours with the others of that kind.
 */
function pageKind(path: string): string {
  return path
    .replace(/\/services\/[^/]+$/, '/services/:service')
    .replace(/\/blog\/(tag|category)\/[^/]+$/, '/blog/$1/:slug')
    .replace(/\/blog\/page\/\d+$/, '/blog/page/:n')
    .replace(/\/blog\/(?!tag\/|category\/|page\/|:)[^/]+$/, '/blog/:post')
}

/**
 * The pages scanned in the dark theme too: one of each kind in each language (the rich-text
 * showcase for posts, which has every kind of block). Dark changes colours, not markup, so one
 * page of a template tells what every page of it would; the light theme still scans them all.
 */
function darkSample(paths: string[]): Set<string> {
  const byKind = new Map<string, string>()
  for (const path of paths) {
    const kind = pageKind(path)
    if (!byKind.has(kind) || path.endsWith('/rich-text-showcase')) byKind.set(kind, path)
  }
  return new Set(byKind.values())
}

/**
 * Reduced motion changes the structure, not the colours (the testimonials marquee becomes a
 * scrollable region), so the light theme is enough.
 */
test('the home pages have no axe violations under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' })
  const problems: string[] = []
  for (const path of ['/en', '/fr']) {
    await page.goto(path)
    problems.push(...(await scan(page, path, 'light, reduced motion')))
  }
  expect(problems, `${problems.length} axe violations`).toEqual([])
})

for (let shard = 0; shard < SHARDS; shard++) {
  test(`sitemap pages, part ${shard + 1} of ${SHARDS}, have no axe violations in the light theme, nor one page of each kind in the dark`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    const all = (await readSitemap(request)).map((p) => p.path)
    const dark = darkSample(all)
    const paths = all.filter((_, i) => i % SHARDS === shard)
    expect(paths.length).toBeGreaterThan(0)
    const problems: string[] = []
    for (const path of paths) problems.push(...(await (dark.has(path) ? scanBothThemes(page, path) : scanLight(page, path))))
    expect(problems, `${problems.length} axe violations on ${paths.length} pages`).toEqual([])
  })
}

test('every page kind of the sitemap, in both languages, is scanned in the dark theme', async ({ request }) => {
  const all = (await readSitemap(request)).map((p) => p.path)
  const dark = darkSample(all)
  expect(new Set([...dark].map(pageKind))).toEqual(new Set(all.map(pageKind)))
  for (const lang of ['en', 'fr']) {
    expect(dark).toContain(`/${lang}/blog/rich-text-showcase`)
    expect(dark).toContain(`/${lang}`)
  }
  // Fewer than half: the services, posts, tags and categories share their templates.
  expect(dark.size).toBeLessThan(all.length / 2)
})

// Axe cannot see focus indicators: these check the two places where the focused element's own
// outline would not show (a link stretched over its card, a masked region).
test.describe('keyboard focus', () => {
  test('a blog card shows a focus ring around itself when its link has keyboard focus', async ({ page }) => {
    await page.goto('/en/blog/tag/cms')
    const card = page.getByRole('main').getByRole('article').first()
    const link = card.getByRole('heading', { level: 2 }).getByRole('link')
    await expect(card).toHaveCSS('outline-style', 'none')
    await link.focus()
    await expect(link).toBeFocused()
    await expect(card).toHaveCSS('outline-style', 'solid')
    await expect(card).toHaveCSS('outline-width', '2px')
  })

  for (const [lang, name] of [
    ['en', 'Client testimonials'],
    ['fr', 'Témoignages clients'],
  ] as const) {
    test(`${lang}: the testimonials marquee takes keyboard focus, shows a ring and pauses`, async ({ page }) => {
      await page.goto(`/${lang}`)
      const region = page.getByRole('region', { name })
      await region.focus()
      await expect(region).toBeFocused()
      await expect(region.locator('..')).toHaveCSS('outline-style', 'solid')
      await expect(region.getByRole('listitem').first()).toHaveCSS('animation-play-state', 'paused')
    })
  }
})
