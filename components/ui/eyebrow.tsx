import type { HTMLAttributes } from 'react'
import { cx } from '@/lib/cx'

type Props = HTMLAttributes<HTMLElement> & { as?: 'p' | 'h2'; tone?: 'primary' | 'muted' }

const TONES = { primary: 'text-primary', muted: 'text-muted-foreground' } as const

/** The small capitalised line above a heading ("Services", "Contact"): `.eyebrow` in kit.css. */
export function Eyebrow({ as: Tag = 'p', tone = 'primary', className, ...props }: Props) {
  return <Tag className={cx('eyebrow', TONES[tone], className)} {...props} />
}
