import { expect, test, type Page, type Response } from '@playwright/test'
import { APP_ORIGIN, PREVIEW_SECRET } from './support/ports'
import { control } from './support/stand-in'

/**
 * Contentful Live Preview (draft mode) and what visitors get instead. Content comes from the
 * stand-in (e2e/support/fixtures/blog.mjs): "Rich text showcase" is post13, by authorClaire, in
 * cat-web, tagged tagUx first.
 */
const LOCALES = { en: 'en-US', fr: 'fr-FR' } as const
const LANGS = ['en', 'fr'] as const
const EDITOR = 'https://app.contentful.com'
const CONTENTFUL_FRAMERS = ['https://app.contentful.com', 'https://app.eu.contentful.com']
/** A string of the Live Preview SDK's code (its message source check), kept by minification. */
const SDK_MARKER = 'live-preview-editor'

/** The entry and field each part of the showcase post page shows. */
const SHOWCASE_FIELDS: [entryId: string, fieldId: string][] = [
  ['post13', 'title'],
  ['post13', 'excerpt'],
  ['post13', 'content'],
  ['post13', 'featuredImage'],
  ['post13', 'author'],
  ['post13', 'category'],
  ['post13', 'tags'],
  ['authorClaire', 'name'],
  ['cat-web', 'name'],
  ['tagUx', 'name'],
]

function frameAncestors(response: Response | null): string[] {
  const csp = response?.headers()['content-security-policy'] ?? ''
  const directive = csp.split(';').map((d) => d.trim().split(/\s+/)).find(([name]) => name === 'frame-ancestors')
  return directive?.slice(1) ?? []
}

/** Every script the page downloads, with its text, so a test can look for the SDK's code. */
function recordScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
  })
  return bodies
}

async function downloadsSdk(scripts: Promise<string>[]): Promise<boolean> {
  return (await Promise.all(scripts)).some((body) => body.includes(SDK_MARKER))
}

test.describe('Live Preview in draft mode', () => {
  // Draft pages are rendered on demand from the Preview API, several per test.
  test.describe.configure({ timeout: 60_000 })
  // The pane's test lets the editor frame a local address; the context is reused by the next test.
  test.afterEach(({ context }) => context.clearPermissions())
  for (const lang of LANGS) {
    const locale = LOCALES[lang]
    test(`a draft post in /${lang} names its fields in ${locale}, may be framed by Contentful only, and loses both on leaving draft mode`, async ({ page }) => {
      const scripts = recordScripts(page)
      const response = await page.goto(`/api/draft?secret=${PREVIEW_SECRET}&slug=rich-text-showcase&lang=${lang}`)
      await expect(page).toHaveURL(`/${lang}/blog/rich-text-showcase`)
      expect(response?.status()).toBe(200)
      expect(frameAncestors(response)).toEqual(CONTENTFUL_FRAMERS)
      expect(response?.headers()['x-frame-options']).toBeUndefined()

      for (const [entryId, fieldId] of SHOWCASE_FIELDS) {
        const part = page.locator(`[data-contentful-entry-id="${entryId}"][data-contentful-field-id="${fieldId}"]`).first()
        await expect(part, `${entryId}.${fieldId}`).toHaveAttribute('data-contentful-locale', locale)
      }
      const locales = await page.locator('[data-contentful-entry-id]').evaluateAll((parts) => [
        ...new Set(parts.map((part) => part.getAttribute('data-contentful-locale'))),
      ])
      expect(locales).toEqual([locale])
      // The related posts' cards too: each names its own post.
      await expect(page.locator('[data-contentful-entry-id="post01"][data-contentful-field-id="title"]')).toHaveCount(1)
      // The SDK's chunk is asked for when the page hydrates, which on a busy machine can come
      // later than half a second after the last request: 'networkidle' alone may come first (the
      // likeliest cause of the one CI flake this test had).
      await expect.poll(() => downloadsSdk(scripts), { message: 'the Live Preview SDK is downloaded', timeout: 15_000 }).toBe(true)

      await page.goto(`/api/draft/disable?lang=${lang}`)
      await expect(page).toHaveURL(`/${lang}/blog`)
      const after = await page.goto(`/${lang}/blog/rich-text-showcase`)
      expect(frameAncestors(after)).toEqual(["'none'"])
      expect(after?.headers()['x-frame-options']).toBe('DENY')
      expect(await after?.text()).not.toContain('data-contentful-')
      await expect(page.locator('[data-contentful-entry-id]')).toHaveCount(0)
      expect((await page.context().cookies()).some((c) => c.name === '__prerender_bypass' && c.value)).toBe(false)
    })
  }

  test('the list, tag and category pages name their cards’ fields in draft mode', async ({ page }) => {
    await page.goto(`/api/draft?secret=${PREVIEW_SECRET}&slug=rich-text-showcase&lang=fr`)
    for (const path of ['/fr/blog', '/fr/blog/tag/ux', '/fr/blog/category/web-development']) {
      const response = await page.goto(path)
      expect(frameAncestors(response)).toEqual(CONTENTFUL_FRAMERS)
      for (const field of ['title', 'excerpt', 'featuredImage', 'category', 'tags']) {
        const part = page.locator(`[data-contentful-entry-id="post13"][data-contentful-field-id="${field}"]`).first()
        await expect(part, `${path}: ${field}`).toHaveAttribute('data-contentful-locale', 'fr-FR')
      }
    }
    await expect(page.locator('h1[data-contentful-entry-id="cat-web"][data-contentful-field-id="name"]')).toHaveText('Développement web')
  })

  test('renders in Contentful’s Live Preview pane: the SDK connects in the page’s locale, hovering names the field, a save shows the edit', async ({ page }) => {
    // The stand-in for Contentful's entry editor: a page at Contentful's own origin (the only
    // framer the policy allows) that frames the preview URL and records what the SDK tells it.
    await page.route(`${EDITOR}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>Entry editor</title>
<script>
  window.messages = []
  addEventListener('message', (event) => { if (event.data && typeof event.data === 'object') window.messages.push(event.data) })
  window.tell = (data) => document.querySelector('iframe').contentWindow.postMessage({ source: 'live-preview-editor', ...data }, '*')
</script>
<iframe title="Live preview" style="width: 1200px; height: 900px" src="${APP_ORIGIN}/api/draft?secret=${PREVIEW_SECRET}&slug=measuring-organic-traffic&lang=fr"></iframe>`,
      }),
    )
    // Chromium asks before a public page frames a local address; the editor would allow it.
    await page.context().grantPermissions(['local-network-access'], { origin: EDITOR })
    await page.goto(`${EDITOR}/spaces/e2espace/entries/post10`)
    const frame = page.frameLocator('iframe')

    // Tagged only in draft mode: the draft cookie was set and sent inside the cross-site frame.
    const title = frame.locator('h1[data-contentful-entry-id="post10"][data-contentful-field-id="title"]')
    await expect(title).toHaveText('Mesurer le trafic organique')
    await expect(title).toHaveAttribute('data-contentful-locale', 'fr-FR')

    type Message = { method?: string; locale?: string; elements?: { isHovered: boolean; attributes?: Record<string, string> }[] }
    const messages = () => page.evaluate(() => (window as unknown as { messages: Message[] }).messages)
    await expect.poll(async () => (await messages()).find((m) => m.method === 'CONNECTED')?.locale).toBe('fr-FR')

    // The editor turns inspector mode on; hovering the title names its entry, field and locale.
    await page.evaluate(() => (window as unknown as { tell: (d: object) => void }).tell({ method: 'INSPECTOR_MODE_CHANGED', isInspectorActive: true }))
    await title.hover()
    await expect
      .poll(async () => {
        const hovered = (await messages()).flatMap((m) => (m.method === 'TAGGED_ELEMENTS' ? (m.elements ?? []) : [])).filter((e) => e.isHovered)
        const last = hovered.at(-1)?.attributes
        return last && { entryId: last.entryId, fieldId: last.fieldId, locale: last.locale }
      })
      .toEqual({ entryId: 'post10', fieldId: 'title', locale: 'fr-FR' })

    // The editor saves a new title: the page is rendered again from the Preview API.
    const edited = `Trafic organique, brouillon ${Date.now()}`
    await control({ editTitle: { id: 'post10', locale: 'fr-FR', title: edited } })
    try {
      await page.evaluate(() => (window as unknown as { tell: (d: object) => void }).tell({ method: 'ENTRY_SAVED', entity: { sys: { id: 'post10' } } }))
      await expect(title).toHaveText(edited)
    } finally {
      // The stand-in is shared: the next test (and this one's retry) reads the title as it was.
      await control({ editTitle: { id: 'post10', locale: 'fr-FR', title: 'Mesurer le trafic organique' } })
    }

    // Leaving draft mode inside the pane deletes the partitioned cookie: the list is not framable.
    const list = page.waitForResponse((response) => response.url() === `${APP_ORIGIN}/fr/blog`)
    await page.evaluate((src) => {
      document.querySelector('iframe')?.setAttribute('src', src)
    }, `${APP_ORIGIN}/api/draft/disable?lang=fr`)
    expect(frameAncestors(await list)).toEqual(["'none'"])
  })
})

/** One public page of every kind, in both languages. */
const PUBLIC_PAGES: Record<(typeof LANGS)[number], string[]> = {
  en: ['', 'services', 'services/seo', 'pricing', 'about', 'contact', 'portfolio', 'privacy', 'terms', 'blog', 'blog/tag/ux', 'blog/category/web-development', 'blog/rich-text-showcase'],
  fr: ['', 'services', 'services/referencement-naturel', 'pricing', 'about', 'contact', 'portfolio', 'privacy', 'terms', 'blog', 'blog/tag/ux', 'blog/category/web-development', 'blog/rich-text-showcase'],
}

test.describe('visitors pay nothing for Live Preview', () => {
  // Waits for the network to settle, so a script fetched after hydration is seen too.
  test.describe.configure({ timeout: 60_000 })
  for (const lang of LANGS) {
    for (const path of PUBLIC_PAGES[lang]) {
      const url = `/${lang}${path ? `/${path}` : ''}`
      test(`${url}: no inspector attribute, frame-ancestors 'none', no Live Preview code`, async ({ page }) => {
        const scripts = recordScripts(page)
        const response = await page.goto(url, { waitUntil: 'networkidle' })
        expect(response?.status()).toBe(200)
        expect(frameAncestors(response)).toEqual(["'none'"])
        expect(response?.headers()['x-frame-options']).toBe('DENY')
        expect(await response?.text()).not.toContain('data-contentful-')
        await expect(page.locator('[data-contentful-entry-id], [data-contentful-field-id], [data-contentful-locale]')).toHaveCount(0)
        expect(scripts.length).toBeGreaterThan(0)
        expect(await downloadsSdk(scripts)).toBe(false)
      })
    }
  }
})
