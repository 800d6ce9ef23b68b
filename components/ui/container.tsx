import type { HTMLAttributes } from 'react'
import { cx } from '@/lib/cx'

type Props = HTMLAttributes<HTMLElement> & { as?: 'div' | 'section' }

/**
 * The site's page width and side gutters. Callers add the vertical rhythm (`py-16`, `py-20`) and
 * any layout (`grid`, `flex`), never another width or gutter, so joining is enough.
 */
export function Container({ as: Tag = 'div', className, ...props }: Props) {
  return <Tag className={cx('mx-auto max-w-7xl px-4 sm:px-6 lg:px-8', className)} {...props} />
}
