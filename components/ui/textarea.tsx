import type { ComponentProps } from 'react'
import { cx } from '@/lib/cx'
import { fieldClasses } from './input'

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cx(fieldClasses, 'min-h-40 resize-y', className)} {...props} />
}
