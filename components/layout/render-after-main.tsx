/** The id the footer carries, so the first frame can wait for it (see RenderAfterMain). */
export const SITE_FOOTER_ID = 'site-footer'

/**
 * Holds the first frame until the parser reaches the footer, so it shows the whole main content.
 *
 * Without it, Chromium paints whenever the parser yields once the stylesheet is in: on our pages
 * a frame of three or four layout objects (html, body, the skip link), before the header, in
 * most cold loads, then the page 30–210 ms later in a task of its own. A visitor sees nothing in
 * the first one. Lighthouse's simulation takes it for the first paint and charges the real one,
 * ×4, as blocking time. `rel=expect` with `blocking=render` is the platform's way to say which
 * element the first render needs; the footer opens right after <main> closes. The payload
 * scripts come after the footer, so the frame does not wait for them, and browsers stop waiting
 * once the document is parsed, whatever happens to the footer. Browsers without it ignore it.
 */
export function RenderAfterMain() {
  return <link rel="expect" href={`#${SITE_FOOTER_ID}`} blocking="render" />
}
