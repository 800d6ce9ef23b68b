import { expect, test, type Page } from '@playwright/test'

/**
 * A component that throws shows the site's own error page, in the page's language, with a retry.
 * The failure is a real one: the browser's matchMedia throwing (as a locked-down or broken
 * browser can) for the one query a component asks. The hero's rotating word asks whether motion
 * is reduced (app/[lang]/error.tsx catches it, below the layout); the theme provider asks for the
 * colour scheme (it sits in the layout, so app/global-error.tsx catches it).
 */
async function breakMatchMedia(page: Page, query: string) {
  await page.addInitScript((broken) => {
    const real = window.matchMedia.bind(window)
    const flags = window as unknown as { matchMediaWorks?: boolean }
    window.matchMedia = (q: string) => {
      if (q.includes(broken) && !flags.matchMediaWorks) throw new Error(`matchMedia failed for ${q}`)
      return real(q)
    }
  }, query)
}

const repairMatchMedia = (page: Page) =>
  page.evaluate(() => {
    ;(window as unknown as { matchMediaWorks?: boolean }).matchMediaWorks = true
  })

const COPY = {
  en: { title: 'Something went wrong', heading: 'This page could not be shown', retry: 'Try again', home: 'Back to the home page' },
  fr: { title: 'Une erreur est survenue', heading: 'Cette page n’a pas pu s’afficher', retry: 'Réessayer', home: 'Retour à l’accueil' },
} as const

for (const lang of ['en', 'fr'] as const) {
  const copy = COPY[lang]

  test(`${lang}: a page that throws shows the error page inside the header and footer, and a retry brings it back`, async ({ page }) => {
    await breakMatchMedia(page, 'prefers-reduced-motion')
    await page.goto(`/${lang}`)
    const heading = page.getByRole('heading', { level: 1, name: copy.heading })
    await expect(heading).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: copy.home })).toHaveAttribute('href', `/${lang}`)

    await repairMatchMedia(page)
    await page.getByRole('button', { name: copy.retry }).click()
    await expect(page.getByTestId('hero-rotating-word')).toBeVisible()
    await expect(heading).toHaveCount(0)
  })

  test(`${lang}: a layout that throws shows the error page on its own, in the path's language, with a retry`, async ({ page }) => {
    await breakMatchMedia(page, 'prefers-color-scheme')
    await page.goto(`/${lang}/pricing`)
    const heading = page.getByRole('heading', { level: 1, name: copy.heading })
    await expect(heading).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page).toHaveTitle(copy.title)
    await expect(page.getByRole('link', { name: copy.home })).toHaveAttribute('href', `/${lang}`)

    await repairMatchMedia(page)
    await page.getByRole('button', { name: copy.retry }).click()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(heading).toHaveCount(0)
  })
}
