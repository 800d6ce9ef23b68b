import type { HTMLAttributes } from 'react'
import { cx } from '@/lib/cx'

export type BadgeVariant = 'solid' | 'soft' | 'muted' | 'glass'

type Props = HTMLAttributes<HTMLElement> & { as?: 'span' | 'p' | 'li'; variant?: BadgeVariant }

/**
 * A pill, `.badge` and its variant in kit.css (where each variant says what it is for). Callers
 * add position and text size where a variant leaves it open (`soft` takes `text-sm` or
 * `text-xs`).
 */
export function Badge({ as: Tag = 'span', variant = 'solid', className, ...props }: Props) {
  return <Tag className={cx(`badge badge-${variant}`, className)} {...props} />
}
