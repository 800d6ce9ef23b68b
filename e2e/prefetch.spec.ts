import { expect, test, type Page, type Request } from '@playwright/test'

/**
 * Links prefetch on intent, not on sight (components/layout/client-navigation.tsx): after load a page fetches
 * nothing the visitor did not ask for, and a link the visitor points at, focuses or touches is
 * prefetched, so its navigation needs no further request for the page.
 */

/**
 * Requests for another page's React payload, and scripts requested once the page has settled
 * (the chunks of a prefetched route).
 */
function recordRouteFetches(page: Page): { requests: Request[]; settle: () => Promise<void> } {
  const requests: Request[] = []
  let hasSettled = false
  page.on('request', (request) => {
    if (request.resourceType() === 'document') hasSettled = false
    const isPayload = new URL(request.url()).searchParams.has('_rsc') || request.headers()['rsc'] === '1'
    const isLateScript = hasSettled && request.resourceType() === 'script'
    if (isPayload || isLateScript) requests.push(request)
  })
  const settle = async () => {
    // Next prefetches in idle time after hydration: once the network has been quiet for 500 ms,
    // whatever was going to be prefetched on load has been.
    await page.waitForLoadState('networkidle')
    hasSettled = true
  }
  return { requests, settle }
}

for (const [lang, pricing] of [
  ['en', 'Pricing'],
  ['fr', 'Tarifs'],
] as const) {
  test(`${lang}: a page with dozens of links in view fetches no other page after load`, async ({ page }) => {
    const { requests, settle } = recordRouteFetches(page)
    for (const path of [`/${lang}`, `/${lang}/services`, `/${lang}/blog`]) {
      await page.goto(path)
      await settle()
    }
    expect(requests.map((request) => request.url())).toEqual([])
  })

  test(`${lang}: pointing at a link prefetches its page, and the click then navigates without a new request for it`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const { requests: fetched, settle } = recordRouteFetches(page)
    await page.goto(`/${lang}`)
    await settle()
    const link = page.getByRole('banner').getByRole('link', { name: pricing, exact: true })
    await link.hover()
    await expect.poll(() => fetched.some((request) => request.url().includes(`/${lang}/pricing`))).toBe(true)
    // Next prefetches a page in two rounds: the route's tree, then, once it has come, its
    // segments, the page's own (`…/__PAGE__`) among them. The prefetch is whole once that one has
    // been asked for and every request made has its answer. Waiting for quiet alone was a race:
    // on a busy machine the second round could start after the wait had ended.
    const isPageSegment = (request: Request) => request.headers()['next-router-segment-prefetch']?.endsWith('/__PAGE__') ?? false
    await expect
      .poll(async () => {
        const count = fetched.length
        await Promise.all(fetched.map((request) => request.response()))
        return fetched.some(isPageSegment) && fetched.length === count
      })
      .toBe(true)
    const before = fetched.length
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    await link.click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/pricing$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(documents, 'a client-side navigation, not a page load').toEqual([])
    expect(fetched.slice(before).filter((request) => request.url().includes('pricing')), 'nothing more to fetch').toEqual([])
  })
}

test('focusing a link with the keyboard prefetches its page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const { requests: fetched, settle } = recordRouteFetches(page)
  await page.goto('/en')
  await settle()
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).focus()
  await expect.poll(() => fetched.some((request) => request.url().includes('/en/about'))).toBe(true)
})
