import type { HTMLAttributes } from 'react'
import { cx } from '@/lib/cx'

type Props = HTMLAttributes<HTMLElement> & { as?: 'div' | 'section' }

/**
 * The site's page width and side gutters, `.page-width` in kit.css. Callers add the vertical
 * rhythm (`py-16`, `py-20`) and any layout (`grid`, `flex`).
 */
export function Container({ as: Tag = 'div', className, ...props }: Props) {
  return <Tag className={cx('page-width', className)} {...props} />
}
