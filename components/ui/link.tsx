import type { ComponentProps } from 'react'

type Props = ComponentProps<'a'> & { href: string }

/**
 * A link to a page of this site: a plain `<a>`, drawn by the server like the text around it.
 * The layout's one `ClientNavigation` (components/layout/client-navigation.tsx) makes its click a
 * client-side navigation and prefetches its page when the visitor shows intent.
 *
 * Not `next/link`: that is a client component with its own state, context and ref per link, and
 * a page holds 33–39 of them. Hydrating them was the largest part of a service page's hydration,
 * in tasks Lighthouse counts as blocking (docs/performance.md, issue 41's eleventh session).
 */
export function Link(props: Props) {
  return <a {...props} />
}
