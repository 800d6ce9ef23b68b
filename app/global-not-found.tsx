import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getDictionary } from '@/lib/i18n/dictionaries'
import { DEFAULT_LANG, isLang, type Lang } from '@/lib/i18n/locales'
import { NOT_FOUND_LANG_HEADER } from '@/lib/i18n/route-request'
import { siteConfig } from '@/lib/site'
import { NotFoundView } from '@/components/layout/not-found-view'
import { notFoundProps } from './not-found-props'
import { SiteDocument } from './site-document'

/** The language the proxy chose for this 404 (the path's prefix, else the visitor's preference). */
async function notFoundLang(): Promise<Lang> {
  const lang = (await headers()).get(NOT_FOUND_LANG_HEADER)
  return isLang(lang) ? lang : DEFAULT_LANG
}

export async function generateMetadata(): Promise<Metadata> {
  const { meta } = getDictionary(await notFoundLang()).common.notFound
  return {
    title: `${meta.title} | ${siteConfig.name}`,
    description: meta.description,
    robots: { index: false },
  }
}

/**
 * Every unknown path ends here through the proxy, with status 404 and the whole site around it.
 * A global not-found, unlike notFound() in a page, is rendered on the server in Next 16
 * (vercel/next.js#62228 leaves the latter's body to the browser).
 */
export default async function GlobalNotFound() {
  const lang = await notFoundLang()
  return (
    <SiteDocument lang={lang}>
      <NotFoundView {...notFoundProps(lang)} />
    </SiteDocument>
  )
}
