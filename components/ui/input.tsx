import type { ComponentProps } from 'react'
import { cx } from '@/lib/cx'

/**
 * A text field, the kit's `.field` (kit.css, shared with Textarea). It lives in the contact form's
 * client bundle, so it joins (cx) rather than merges: a caller's utilities add to it.
 */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cx('field h-12', className)} {...props} />
}
