import type { HTMLAttributes } from 'react'
import { cx } from '@/lib/cx'

type Props = HTMLAttributes<HTMLElement> & { as?: 'div' | 'article' | 'section' | 'figure' | 'aside' }

/** The card surface (kit.css), for the few elements that are cards without this component. */
export const CARD = 'card'

/**
 * The card surface every panel of the site shares. Padding, shadow and layout come from the
 * caller, as utilities, which win over the surface's own (client components use it too, without
 * tailwind-merge).
 */
export function Card({ as: Tag = 'div', className, ...props }: Props) {
  return <Tag className={cx(CARD, className)} {...props} />
}
