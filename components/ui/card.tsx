import type { HTMLAttributes } from 'react'
import { cx } from '@/lib/cx'

type Props = HTMLAttributes<HTMLElement> & { as?: 'div' | 'article' | 'section' | 'figure' | 'aside' }

export const CARD = 'rounded-2xl border border-border bg-card'

/**
 * The card surface every panel of the site shares. Padding, shadow and layout come from the
 * caller; they never repeat the surface's own properties, so joining is enough (client
 * components use it too, without tailwind-merge).
 */
export function Card({ as: Tag = 'div', className, ...props }: Props) {
  return <Tag className={cx(CARD, className)} {...props} />
}
