import type { HTMLAttributes } from 'react'
import { cx } from '@/lib/cx'

type Props = HTMLAttributes<HTMLElement> & { as?: 'p' | 'h2'; tone?: 'primary' | 'muted' }

// `.eyebrow` is in the primary colour; the muted tone's utility wins over it.
const TONES = { primary: undefined, muted: 'text-muted-foreground' } as const

/** The small capitalised line above a heading ("Services", "Contact"): `.eyebrow` in kit.css. */
export function Eyebrow({ as: Tag = 'p', tone = 'primary', className, ...props }: Props) {
  return <Tag className={cx('eyebrow', TONES[tone], className)} {...props} />
}
