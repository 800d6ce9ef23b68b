/**
 * The agency's mark: a meridian line crossing a circle, drawn by `.logo-mark` (layout.css).
 * Decorative next to the name. As an inline <svg> it was three elements with their attributes
 * in the markup and again in React's payload, in the header and the footer of every page.
 */
export function Logo() {
  return <span aria-hidden="true" className="logo-mark" />
}
