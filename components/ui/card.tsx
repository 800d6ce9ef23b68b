import type { HTMLAttributes } from 'react'
import { cx } from '@/lib/cx'

type Props = HTMLAttributes<HTMLElement> & { as?: 'div' | 'article' | 'section' | 'figure' | 'aside' | 'li' }

/**
 * The card surface every panel of the site shares, `.card` in kit.css. Padding, shadow, layout
 * and a tint come from the caller, as utilities, which win over the surface's own.
 */
export function Card({ as: Tag = 'div', className, ...props }: Props) {
  return <Tag className={cx('card', className)} {...props} />
}
