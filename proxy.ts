import { NextResponse, type NextRequest } from 'next/server'
import { readBlogAddress } from '@/lib/blog/blog-address'
import { answerAddress } from '@/lib/blog/lists'
import { readLists } from '@/lib/blog/lists-store'
import { DRAFT_PASS_COOKIE, hasDraftPass } from '@/lib/contentful/draft-secret'
import { LANG_COOKIE, type Lang } from '@/lib/i18n/locales'
import { negotiateLang } from '@/lib/i18n/negotiate'
import { NOT_FOUND_LANG_HEADER, routeRequest } from '@/lib/i18n/route-request'

/** What a blog address gets while no lists can be reached: try again soon, nothing stored. */
const RETRY_AFTER_SECONDS = 30

/**
 * A blog address is answered here from the blog lists (lib/blog/lists.ts), before any page
 * renders: a made-up post by the redirect to the list (307), a made-up tag, category or list page
 * by the 404, an old slug by 308 to the post's current address, an untranslated post, tag or
 * category by 307 to the language it exists in. So an address nobody published asks Contentful
 * nothing and leaves nothing in the cache. The lists are the last good ones this server can reach
 * (Redis, its own disk, the build's copy); with none at all (a build that could not read
 * Contentful, before any refresh) a blog address answers 503 rather than render what nobody can
 * confirm. An editor's draft request (the draft-pass cookie /api/draft set) goes to the page,
 * which asks the Preview API.
 */
async function answerBlogAddress(request: NextRequest): Promise<Response | undefined> {
  const address = readBlogAddress(request.nextUrl.pathname)
  if (!address || hasDraftPass(request.cookies.get(DRAFT_PASS_COOKIE)?.value)) return undefined
  const lists = await readLists()
  if (!lists) {
    return new NextResponse('Service Unavailable', {
      status: 503,
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const answer = answerAddress(lists, address)
  switch (answer.kind) {
    case 'pass':
      return undefined
    case 'not-found':
      return notFound(request, address.lang)
    case 'list':
      return redirect(request, `/${address.lang}/blog`, 307)
    case 'elsewhere':
      return redirect(request, answer.path, 307)
    case 'moved':
      // 308: the new slug is the post's permanent address; search engines move its ranking there.
      return redirect(request, answer.path, 308)
  }
}

function redirect(request: NextRequest, path: string, status: 307 | 308) {
  // Built on a copy of the request URL, so the target can only ever be this origin.
  const target = request.nextUrl.clone()
  target.pathname = path
  target.search = ''
  return NextResponse.redirect(target, status)
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
      return (await answerBlogAddress(request)) ?? NextResponse.next()
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
