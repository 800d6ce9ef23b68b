import { expect, test, type Locator, type Page } from '@playwright/test'

const COPY = {
  en: {
    homeH1: /online presence that wins you clients/,
    heroSentence: 'A bold online presence that wins you clients',
    heroWord: 'bold',
    testimonials: 'Client testimonials',
    startProject: 'Start your project',
    exploreServices: 'Explore our services',
    sections: ['Services that work together', 'Internal team, traditional agency or Meridian?', 'Projects our clients are proud of', 'A Paris team that treats your goals as its own', 'What our clients say', 'Monthly plans with no surprises'],
    showMore: 'Show More',
    extraRows: ['Planning and execution', 'Project management support'],
    servicesH1: 'Everything your business needs to grow online',
    categories: ['Websites and mobile apps', 'Social media, branding and content', 'Traffic acquisition'],
    requestQuote: 'Get a Quote',
    pricingH1: 'Simple monthly plans',
    perMonth: '/month excl. VAT',
    comingSoon: { heading: /Coming soon\s*Track your project online/, badge: 'Coming soon' },
    currency: 'Currency',
    aboutH1: 'A Paris agency built around your results',
    values: ['Excellence', 'Innovation', 'Collaboration'],
    founded: 'Founded in Paris in 2015',
    portfolioH1: 'Our work',
    categoriesPortfolio: ['Web Development', 'E-Commerce', 'SEO'],
  },
  fr: {
    homeH1: /Une présence en ligne .* qui vous apporte des clients/,
    heroSentence: 'Une présence en ligne audacieuse qui vous apporte des clients',
    heroWord: 'audacieuse',
    testimonials: 'Témoignages clients',
    startProject: 'Démarrer votre projet',
    exploreServices: 'Découvrir nos services',
    sections: ['Des expertises qui se complètent', 'Équipe interne, agence classique ou Meridian\u00a0?', 'Des projets dont nos clients sont fiers', 'Une équipe parisienne qui fait de vos objectifs les siens', 'Ce que disent nos clients', 'Des forfaits mensuels sans surprise'],
    showMore: 'Voir plus',
    extraRows: ['Planification et exécution', 'Accompagnement en gestion de projet'],
    servicesH1: 'Tout ce qu’il faut pour développer votre activité en ligne',
    categories: ['Sites web et applications mobiles', 'Réseaux sociaux, identité de marque et contenus', 'Acquisition de trafic'],
    requestQuote: 'Demander un devis',
    pricingH1: 'Des forfaits mensuels simples',
    perMonth: 'HT/mois',
    comingSoon: { heading: /Bientôt disponible\s*Le suivi de votre projet en ligne/, badge: 'Bientôt disponible' },
    currency: 'Devise',
    aboutH1: 'Une agence parisienne tournée vers vos résultats',
    values: ['Excellence', 'Innovation', 'Collaboration'],
    founded: 'Fondée à Paris en 2015',
    portfolioH1: 'Nos réalisations',
    categoriesPortfolio: ['Développement web', 'E-commerce', 'Référencement naturel'],
  },
} as const

const LANGS = ['en', 'fr'] as const

/** Where a marquee card is on screen: its animation moves it left. */
async function leftEdge(card: Locator): Promise<number> {
  const box = await card.boundingBox()
  expect(box, 'the marquee card is laid out').not.toBeNull()
  return box?.x ?? Number.NaN
}

async function expectSingleH1(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

for (const lang of LANGS) {
  const t = COPY[lang]

  test.describe(`home (${lang})`, () => {
    test('shows the hero h1 with a stable accessible name and links to contact and services', async ({ page }) => {
      await page.goto(`/${lang}`)
      await expectSingleH1(page, t.homeH1)
      await expect(page.getByRole('link', { name: t.startProject })).toHaveAttribute('href', `/${lang}/contact`)
      await expect(page.getByRole('link', { name: t.exploreServices })).toHaveAttribute('href', `/${lang}/services`)
    })

    test('stacks the sections in order with the footer anchors present', async ({ page }) => {
      await page.goto(`/${lang}`)
      const headings = page.getByRole('main').getByRole('heading', { level: 2 })
      const texts = await headings.allTextContents()
      const positions = t.sections.map((s) => texts.indexOf(s))
      expect(positions.every((p) => p >= 0)).toBe(true)
      expect([...positions].sort((a, b) => a - b)).toEqual(positions)
      for (const anchor of ['web', 'ecommerce', 'mobile', 'brand', 'seo']) {
        await expect(page.locator(`#${anchor}`)).toHaveCount(1)
      }
      await expect(page.getByRole('img', { name: /Atelier Lumen/ })).toBeVisible()
      // Far below the fold here, unlike on the portfolio page.
      await expect(page.getByRole('img', { name: /Atelier Lumen/ })).toHaveAttribute('loading', 'lazy')
      await expect(page.getByRole('group', { name: t.currency })).toBeVisible()
    })

    test('serves an h1 whose text reads one sentence with the first adjective', async ({ request }) => {
      // What a crawler reads: the server HTML, no script run.
      const html = await (await request.get(`/${lang}`)).text()
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''
      expect(h1.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim()).toBe(t.heroSentence)
    })

    test('starts the hero word right after the word before it and moves nothing when it changes', async ({ page }) => {
      await page.clock.install()
      await page.clock.pauseAt(Date.now() + 1_000)
      await page.goto(`/${lang}`)
      const word = page.getByTestId('hero-rotating-word')
      await expect(word).toHaveAttribute('data-running', 'true', { timeout: 15_000 })
      // Chromium's own account of boxes that moved (what CLS adds up), from here on.
      await page.evaluate(() => {
        const moved: PerformanceEntry[] = []
        const shifts = new PerformanceObserver((list) => moved.push(...list.getEntries()))
        shifts.observe({ type: 'layout-shift' })
        Object.assign(window, { shifts, moved })
      })
      const active = word.locator('[data-active="true"]')
      const cta = page.getByRole('link', { name: t.startProject })
      const [slotBox, ctaBox] = (await Promise.all([word.boundingBox(), cta.boundingBox()])).map((box) => JSON.stringify(box))
      const shownWords = new Set<string>()
      for (let i = 0; i < 5; i++) {
        // No gap before a short word: it starts where its slot does, one space after the word before.
        const [slot, shown] = await Promise.all([word.boundingBox(), active.boundingBox()])
        expect(Math.abs((slot?.x ?? 0) - (shown?.x ?? -10))).toBeLessThan(1)
        // The slot (as wide as the longest word, at the end of its line) keeps its place and size.
        expect(JSON.stringify(slot)).toBe(slotBox)
        shownWords.add((await active.textContent()) ?? '')
        expect(JSON.stringify(await cta.boundingBox())).toBe(ctaBox)
        await page.clock.runFor(2_000)
      }
      expect(shownWords.size).toBe(5)
      const moved = await page.evaluate(() => {
        const { shifts, moved } = window as unknown as { shifts: PerformanceObserver; moved: PerformanceEntry[] }
        return [...moved, ...shifts.takeRecords()].length
      })
      expect(moved).toBe(0)
    })

    test('stands the hero figures on one line', async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 })
      await page.goto(`/${lang}`)
      // A figure whose label takes two lines starts where the others do.
      const tops = await page.locator('section dl').first().locator('dd').evaluateAll((figures) => figures.map((figure) => figure.getBoundingClientRect().top))
      expect(tops).toHaveLength(3)
      for (const top of tops) expect(top).toBeCloseTo(tops[0] ?? Number.NaN, 0)
    })

    test('rotates the hero word every 2 seconds', async ({ page }) => {
      // The page's clock, not the wall clock: a busy CPU delays timers, and the rotation's 2 s is
      // what is tested, not the machine's load. The clock starts at hydration (data-running).
      await page.clock.install()
      await page.clock.pauseAt(Date.now() + 1_000)
      await page.goto(`/${lang}`)
      const word = page.getByTestId('hero-rotating-word')
      const active = word.locator('[data-active="true"]')
      await expect(word).toHaveAttribute('data-running', 'true', { timeout: 15_000 })
      await expect(active).toHaveText(t.heroWord)
      await page.clock.runFor(1_900)
      await expect(active).toHaveText(t.heroWord)
      await page.clock.runFor(200)
      await expect(active).not.toHaveText(t.heroWord)
      const second = await active.textContent()
      await page.clock.runFor(2_000)
      await expect(active).not.toHaveText(second ?? '')
    })

    test('keeps the hero word still under reduced motion', async ({ page }) => {
      // The page's clock, as above: 2.3 s of it pass at once, whatever the machine's load.
      await page.clock.install()
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(`/${lang}`)
      await page.waitForLoadState('networkidle')
      const word = page.getByTestId('hero-rotating-word')
      await page.clock.runFor(2_300)
      await expect(word.locator('[data-active="true"]')).toHaveText(t.heroWord)
      await expect(word).not.toHaveAttribute('data-running', 'true')
    })

    test('scrolls the testimonials marquee, each testimonial once in the DOM', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' })
      await page.goto(`/${lang}`)
      const cards = page.getByRole('region', { name: t.testimonials }).getByRole('listitem')
      await expect(cards).toHaveCount(8)
      const first = cards.first()
      // Where a visitor sees it: off screen, its section is left undrawn (kit.css `.below-fold`).
      await first.scrollIntoViewIfNeeded()
      await expect(first).toBeInViewport()
      const start = await leftEdge(first)
      // Drawn only now, the section starts its animation on a frame of its own; on a busy CI
      // machine that has taken over 1.5 s.
      await expect.poll(() => leftEdge(first), { timeout: 5_000 }).toBeLessThan(start)
      // One step apart, in list order: the second card is one card width (plus the gap) to the right.
      // Both boxes are read in one call, in the same frame: two calls apart, on a busy machine, the
      // moving cards were measured seconds apart (67 px off in one CI run).
      const [a, b] = await cards.evaluateAll((items) =>
        items.slice(0, 2).map((item) => {
          const { x, width } = item.getBoundingClientRect()
          return { x, width }
        }),
      )
      expect((b?.x ?? 0) - (a?.x ?? 0)).toBeCloseTo((a?.width ?? 0) + 24, -1)
      await expect(first).toHaveCSS('animation-duration', '120s')
    })

    test('keeps the testimonials marquee still under reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(`/${lang}`)
      const card = page.getByRole('region', { name: t.testimonials }).getByRole('listitem').first()
      await card.scrollIntoViewIfNeeded()
      await expect(card).toBeInViewport()
      const start = await leftEdge(card)
      // Reduced motion shortens every animation to one 0.01 ms pass (globals.css): none is left running.
      await expect.poll(() => card.evaluate((el) => el.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0)
      expect(await leftEdge(card)).toBe(start)
      await expect(card).toHaveCSS('transform', 'none')
    })

    test('reveals the extra comparison rows with Show More', async ({ page }) => {
      await page.goto(`/${lang}`)
      const button = page.getByRole('button', { name: t.showMore })
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      for (const row of t.extraRows) await expect(page.getByRole('rowheader', { name: row })).toBeHidden()
      await button.click()
      await expect(page.getByRole('button', { expanded: true })).toBeVisible()
      for (const row of t.extraRows) await expect(page.getByRole('rowheader', { name: row })).toBeVisible()
    })

    test('exposes each testimonial once to assistive technology', async ({ page }) => {
      await page.goto(`/${lang}`)
      const region = page.getByRole('region', { name: t.testimonials })
      await expect(region.getByRole('listitem')).toHaveCount(8)
      // One card per testimonial in the DOM too: the loop is drawn by the cards' animation.
      await expect(region.locator('li')).toHaveCount(8)
      await expect(region.locator('[aria-hidden="true"] li, li[aria-hidden="true"]')).toHaveCount(0)
    })
  })

  test(`services page (${lang}) lists three categories and a quote button`, async ({ page }) => {
    await page.goto(`/${lang}/services`)
    await expectSingleH1(page, t.servicesH1)
    for (const category of t.categories) {
      await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible()
    }
    await expect(page.getByRole('article')).toHaveCount(12)
    // The same name as the header's call to action: one name for one action.
    await expect(page.getByRole('main').getByRole('link', { name: t.requestQuote })).toHaveAttribute('href', `/${lang}/contact`)
    await expect(page.getByRole('banner').getByRole('link', { name: t.requestQuote })).toHaveAttribute('href', `/${lang}/contact`)
    const seoSlug = lang === 'en' ? 'seo' : 'referencement-naturel'
    await expect(page.getByRole('main').locator(`a[href="/${lang}/services/${seoSlug}"]`)).toBeVisible()
  })

  test(`pricing page (${lang}) converts prices when the currency changes`, async ({ page }) => {
    await page.goto(`/${lang}/pricing`)
    await expectSingleH1(page, t.pricingH1)
    const group = page.getByRole('group', { name: t.currency })
    await expect(group).toBeVisible()
    const prices = page.getByTestId('plan-price')
    await expect(group.getByRole('radio', { name: '€' })).toBeChecked()
    await expect(prices).toHaveText([/300/, /700/, /1[\s\u202f,.]?500/])
    // Prices exclude VAT, and each card says so beside its price (content/offer.ts).
    await expect(page.getByRole('main').getByText(t.perMonth)).toHaveCount(3)
    await group.getByRole('radio', { name: '$' }).check()
    await expect(prices).toHaveText([/\$.*327|327.*\$/, /763/, /1[\s\u202f,.]?635/])
    await group.getByRole('radio', { name: '£' }).check()
    await expect(prices).toHaveText([/£.*255|255.*£/, /595/, /1[\s\u202f,.]?275/])
  })

  test(`pricing page (${lang}) announces client project tracking as coming soon, with nothing to use yet`, async ({ page }) => {
    await page.goto(`/${lang}/pricing`)
    const section = page.getByRole('region', { name: t.comingSoon.heading })
    await expect(section).toBeVisible()
    await expect(section.getByRole('heading', { level: 2 })).toContainText(t.comingSoon.badge)
    await expect(section.getByRole('link')).toHaveCount(0)
    await expect(section.getByRole('button')).toHaveCount(0)
  })

  test(`about page (${lang}) shows mission, values, founding year and the comparison`, async ({ page }) => {
    await page.goto(`/${lang}/about`)
    await expectSingleH1(page, t.aboutH1)
    await expect(page.getByText(t.founded)).toBeVisible()
    for (const value of t.values) await expect(page.getByText(value, { exact: false }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: t.showMore })).toBeVisible()
  })

  test(`portfolio page (${lang}) shows six projects with images`, async ({ page }) => {
    await page.goto(`/${lang}/portfolio`)
    await expectSingleH1(page, t.portfolioH1)
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(6)
    await expect(page.getByRole('main').getByRole('img')).toHaveCount(6)
    // The first picture is in view on load, the page's largest: fetched at once and first.
    const loading = await page.getByRole('main').getByRole('img').evaluateAll((images) =>
      images.map((image) => `${image.getAttribute('loading')} ${image.getAttribute('fetchpriority')}`),
    )
    expect(loading).toEqual(['eager high', ...Array(5).fill('lazy null')])
    for (const category of t.categoriesPortfolio) {
      await expect(page.getByRole('main').getByText(category, { exact: true }).first()).toBeVisible()
    }
  })
}

const SERVICE_PAGES = [
  { path: '/en/services/website-creation', features: 9, cta: 'Contact Us Today', h1: 'Custom website creation that turns visitors into clients' },
  { path: '/en/services/seo', features: 8, cta: 'Contact Us Today', h1: 'Search Engine Optimization (SEO) Services' },
  { path: '/fr/services/referencement-naturel', features: 8, cta: 'Demander un audit SEO gratuit', h1: 'Un référencement naturel (SEO) qui fait grimper votre site sur Google' },
  { path: '/fr/services/applications-mobiles', features: 9, cta: 'Nous contacter', h1: 'Des applications mobiles que vos clients adoptent' },
  { path: '/fr/services/marketing-digital', features: 8, cta: 'Demander un audit marketing gratuit', h1: 'Un marketing digital complet et cohérent' },
]

for (const service of SERVICE_PAGES) {
  test(`service page ${service.path} has 4 benefits, 4 completed steps, ${service.features} features and its CTA`, async ({ page }) => {
    await page.goto(service.path)
    const lang = service.path.slice(1, 3)
    await expectSingleH1(page, service.h1)
    const benefits = page.getByTestId('service-benefit')
    await expect(benefits).toHaveCount(4)
    // The first and last benefits are tinted, the two between plain.
    const backgrounds = await benefits.evaluateAll((items) => items.map((item) => getComputedStyle(item).backgroundColor))
    expect(backgrounds[0]).toBe(backgrounds[3])
    expect(backgrounds[1]).toBe(backgrounds[2])
    expect(backgrounds[0]).not.toBe(backgrounds[1])
    await expect(page.locator('ol').getByTestId('service-step')).toHaveCount(4)
    await expect(page.getByTestId('service-feature')).toHaveCount(service.features)
    await expect(page.getByRole('link', { name: service.cta })).toHaveAttribute('href', `/${lang}/contact`)
    await expect(page.locator(`main a[href="/${lang}/about"]`)).toBeVisible()
    // The hero illustration is drawn inline, so it paints with the heading; named in the page's language.
    const hero = page.getByRole('main').getByRole('img').first()
    await expect(hero).toHaveAccessibleName(/\S+( \S+){3,}/)
    await expect(hero.locator('svg[viewBox="0 0 640 480"]')).toBeVisible()
    expect(await hero.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(100)
  })
}

test('icons paint their own drawing of one cached sprite', async ({ page }) => {
  await page.goto('/en/services')
  const icons = page.locator('.icon')
  expect(await icons.count()).toBeGreaterThan(10)
  const masks = await icons.evaluateAll((elements) =>
    elements.map((el) => ({ image: getComputedStyle(el).maskImage, position: getComputedStyle(el).maskPosition })),
  )
  // One image for every icon; the position picks the cell (components/ui/icons.css).
  const images = new Set(masks.map((mask) => mask.image))
  expect(images.size).toBe(1)
  expect(new Set(masks.map((mask) => mask.position)).size).toBeGreaterThan(5)
  const url = /url\("?([^")]+)"?\)/.exec([...images][0] ?? '')?.[1] ?? ''
  expect(new URL(url).pathname).toMatch(/^\/icons\/sprite-[0-9a-f]{8}\.svg$/)

  const sprite = await page.request.get(url)
  expect(sprite.status()).toBe(200)
  expect(sprite.headers()['content-type']).toBe('image/svg+xml')
  expect(sprite.headers()['cache-control']).toContain('immutable')
  // The browser decodes it, a strip of 24-pixel cells.
  const { width, height } = await page.evaluate(async (src) => {
    const image = new Image()
    image.src = src
    await image.decode()
    return { width: image.naturalWidth, height: image.naturalHeight }
  }, url)
  expect(height).toBe(24)
  expect(width % 24).toBe(0)
  expect(width / 24).toBeGreaterThan(40)
})

// Chromium builds a whole SVG document for each SVG image a style uses, synchronously, in the
// style recalculation that first meets it: the sprite is the one such image (the logo is borders).
test('no style paints an SVG image but the icon sprite', async ({ page }) => {
  await page.goto('/en')
  const urls = await page.evaluate(() => {
    const found = new Set<string>()
    for (const element of document.querySelectorAll('html, body, body *')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo)
        for (const value of [style.maskImage, style.backgroundImage, style.listStyleImage, style.borderImageSource]) {
          for (const [, url] of value.matchAll(/url\("?([^")]+)"?\)/g)) if (url) found.add(url)
        }
      }
    }
    return [...found]
  })
  const svgs = urls.filter((url) => url.startsWith('data:image/svg') || new URL(url).pathname.endsWith('.svg'))
  expect(svgs).toHaveLength(1)
  expect(new URL(svgs[0] ?? '').pathname).toMatch(/^\/icons\/sprite-[0-9a-f]{8}\.svg$/)
})
