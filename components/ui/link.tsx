'use client'

import NextLink from 'next/link'
import { useState, type ComponentProps, type SyntheticEvent } from 'react'
import { LinkPendingSignal } from './link-pending'

type Props = Omit<ComponentProps<typeof NextLink>, 'prefetch'>

/**
 * `next/link` that prefetches on intent, not on sight. Next's default fetches the payload and
 * chunks of every link that scrolls into view; on a phone that is a dozen pages parsed on the
 * main thread right after load, for pages the visitor may never open. Here a link prefetches
 * when the pointer rests on it, when it takes focus or when a finger lands on it, which still
 * leaves a few hundred milliseconds before the click: the navigation stays instant.
 * This is the pattern of Next's prefetching guide (`prefetch={active ? null : false}`).
 *
 * When a click comes before the prefetch has finished, the link says so (link-pending.tsx), and
 * the page's loading state shows until the next page arrives (navigation-loading.tsx).
 */
export function Link({ onMouseEnter, onFocus, onTouchStart, children, ...props }: Props) {
  const [hasIntent, setHasIntent] = useState(false)
  const withIntent =
    <E extends SyntheticEvent<HTMLAnchorElement>>(handler?: (event: E) => void) =>
    (event: E) => {
      setHasIntent(true)
      handler?.(event)
    }

  return (
    <NextLink
      {...props}
      prefetch={hasIntent ? null : false}
      onMouseEnter={withIntent(onMouseEnter)}
      onFocus={withIntent(onFocus)}
      onTouchStart={withIntent(onTouchStart)}
    >
      {children}
      <LinkPendingSignal href={typeof props.href === 'string' ? props.href : (props.href.pathname ?? '')} />
    </NextLink>
  )
}
