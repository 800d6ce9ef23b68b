import type { HTMLAttributes } from 'react'
import { cx } from '@/lib/cx'

export type BadgeVariant = 'solid' | 'soft' | 'muted' | 'outline' | 'glass'

type Props = HTMLAttributes<HTMLElement> & { as?: 'span' | 'p' | 'li'; variant?: BadgeVariant }

const VARIANTS: Record<BadgeVariant, string> = {
  // A label that must stand out: a post's category, the recommended plan.
  solid: 'bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground',
  // A highlight inside a section: "since 2014", "coming soon".
  soft: 'bg-accent px-3 py-1 font-semibold text-accent-foreground',
  // One of several tags on a card.
  muted: 'bg-muted px-2.5 py-0.5 text-xs',
  outline: 'border border-border px-2.5 py-0.5 text-xs text-muted-foreground',
  // A pill over a gradient or picture, letting it show through: the hero's opening line.
  glass: 'border border-border bg-background/70 px-4 py-1 text-sm font-medium text-muted-foreground',
}

/**
 * A pill. Callers add position and text size where a variant leaves it open (`soft` takes
 * `text-sm` or `text-xs`); they never repeat a variant's own properties, so joining is enough.
 */
export function Badge({ as: Tag = 'span', variant = 'solid', className, ...props }: Props) {
  return <Tag className={cx('rounded-full', VARIANTS[variant], className)} {...props} />
}
