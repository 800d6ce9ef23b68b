/**
 * Which links and clicks the layout's client-side navigation takes over
 * (client-navigation.tsx); everything else is left to the browser.
 */

type Anchor = Pick<HTMLAnchorElement, 'href' | 'target' | 'getAttribute' | 'hasAttribute'>
type Click = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>

/**
 * A page's address has no file extension; a feed, a sitemap or a file has one. `/api/` is the
 * app's own handlers (draft mode's exit link among them), which answer with no page.
 */
export function isPagePath(pathname: string): boolean {
  return !pathname.startsWith('/api/') && !/\.[^/]*$/.test(pathname)
}

/**
 * The address (path, query and hash) of the page of this site `anchor` leads to in this tab, or
 * null: a jump within the page (`#…`), another tab, a download, another site, or a file.
 */
export function pageHref(anchor: Anchor, origin: string): string | null {
  const written = anchor.getAttribute('href')
  if (written === null || written.startsWith('#')) return null
  if (anchor.target !== '' && anchor.target !== '_self') return null
  if (anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, origin)
  if (url.origin !== origin || !isPagePath(url.pathname)) return null
  return url.pathname + url.search + url.hash
}

/**
 * A click the browser would follow in this tab: the main button, no modifier key (those open a
 * new tab or window, or download), and not already handled by the page.
 */
export function isPlainClick(event: Click): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented
}
