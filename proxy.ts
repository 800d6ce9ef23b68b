import { NextResponse, type NextRequest } from 'next/server'
import { readBlogAddress } from '@/lib/blog/blog-address'
import { DRAFT_PASS_COOKIE, hasDraftPass } from '@/lib/contentful/draft-secret'
import { isKnownAddress } from '@/lib/contentful/known-slugs'
import { LANG_COOKIE, type Lang } from '@/lib/i18n/locales'
import { negotiateLang } from '@/lib/i18n/negotiate'
import { NOT_FOUND_LANG_HEADER, routeRequest } from '@/lib/i18n/route-request'

/**
 * A made-up blog address is answered here, before any page renders: a post by the redirect to the
 * list (307), a tag, category or list page by the 404. So it asks Contentful nothing and leaves
 * no page in the cache. An editor's draft request (the draft-pass cookie /api/draft set) goes to
 * the page, which asks the Preview API; so does any address when the lists cannot tell.
 */
async function answerMadeUpBlogAddress(request: NextRequest): Promise<Response | undefined> {
  const address = readBlogAddress(request.nextUrl.pathname)
  if (!address || hasDraftPass(request.cookies.get(DRAFT_PASS_COOKIE)?.value)) return undefined
  if ((await isKnownAddress(address)) !== false) return undefined
  if (address.kind !== 'post') return notFound(request, address.lang)
  const target = request.nextUrl.clone()
  target.pathname = `/${address.lang}/blog`
  target.search = ''
  return NextResponse.redirect(target, 307)
}

function notFound(request: NextRequest, lang: Lang) {
  // A path no route claims: Next renders app/global-not-found.tsx with status 404, in the
  // language named by this request header.
  const headers = new Headers(request.headers)
  headers.set(NOT_FOUND_LANG_HEADER, lang)
  const target = request.nextUrl.clone()
  target.pathname = `/${lang}/404`
  target.search = ''
  return NextResponse.rewrite(target, { request: { headers } })
}

export async function proxy(request: NextRequest) {
  const url = request.nextUrl
  const decision = routeRequest(url.pathname, () =>
    negotiateLang({
      cookie: request.cookies.get(LANG_COOKIE)?.value,
      acceptLanguage: request.headers.get('accept-language'),
      country: request.headers.get('x-vercel-ip-country'),
    }),
  )

  switch (decision.kind) {
    case 'pass':
      return (await answerMadeUpBlogAddress(request)) ?? NextResponse.next()
    case 'reject':
      return new NextResponse(decision.status === 414 ? 'URI Too Long' : 'Bad Request', {
        status: decision.status,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      })
    case 'redirect': {
      // Built on a copy of the request URL, so the target can only ever be this origin.
      const target = url.clone()
      target.pathname = decision.path
      const response = NextResponse.redirect(target, decision.status)
      response.headers.set('vary', 'cookie, accept-language')
      return response
    }
    case 'not-found':
      return notFound(request, decision.lang)
  }
}

export const config = {
  // Everything but the build's own assets with a well-formed name: a malformed escape under
  // /_next/static must still reach the proxy, or Next answers it with a 500.
  matcher: ['/((?!_next/static/[^%]*$|_next/image$).*)'],
}
