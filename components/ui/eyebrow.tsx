import type { HTMLAttributes } from 'react'
import { cx } from '@/lib/cx'

type Props = HTMLAttributes<HTMLElement> & { as?: 'p' | 'h2'; tone?: 'primary' | 'muted' }

const TONES = { primary: 'text-primary', muted: 'text-muted-foreground' } as const

/** The small capitalised line above a heading ("Services", "Contact"). */
export function Eyebrow({ as: Tag = 'p', tone = 'primary', className, ...props }: Props) {
  return <Tag className={cx('text-sm font-semibold uppercase tracking-widest', TONES[tone], className)} {...props} />
}
