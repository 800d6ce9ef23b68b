import { NextResponse, type NextRequest } from 'next/server'
import { LANG_COOKIE } from '@/lib/i18n/locales'
import { negotiateLang } from '@/lib/i18n/negotiate'
import { NOT_FOUND_LANG_HEADER, routeRequest } from '@/lib/i18n/route-request'

export function proxy(request: NextRequest) {
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
      return NextResponse.next()
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
    case 'not-found': {
      // A path no route claims: Next renders app/global-not-found.tsx with status 404, in the
      // language named by this request header.
      const headers = new Headers(request.headers)
      headers.set(NOT_FOUND_LANG_HEADER, decision.lang)
      const target = url.clone()
      target.pathname = `/${decision.lang}/404`
      target.search = ''
      return NextResponse.rewrite(target, { request: { headers } })
    }
  }
}

export const config = {
  // Everything but the build's own assets with a well-formed name: a malformed escape under
  // /_next/static must still reach the proxy, or Next answers it with a 500.
  matcher: ['/((?!_next/static/[^%]*$|_next/image$).*)'],
}
