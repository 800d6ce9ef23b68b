import { expect, type APIRequestContext } from '@playwright/test'

/**
 * Until `url` answers 200 from the server's cache, fresh (`x-nextjs-cache: HIT`): a visit to a
 * copy older than its lifetime, or marked stale, renders it again in the background, and that
 * render may still be running.
 */
export const fresh = (request: APIRequestContext, url: string) =>
  expect
    .poll(async () => {
      const page = await request.get(url, { maxRedirects: 0 })
      return `${page.status()} ${page.headers()['x-nextjs-cache']}`
    }, { timeout: 10_000, intervals: [250] })
    .toBe('200 HIT')
