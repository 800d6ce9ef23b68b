import type { ComponentProps } from 'react'
import { cx } from '@/lib/cx'

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cx('field min-h-40 resize-y', className)} {...props} />
}
