import type { ComponentProps } from 'react'
import { cx } from '@/lib/cx'

/**
 * Shared by Input and Textarea; aria-invalid paints the error state, so no extra prop is needed.
 * These primitives live in the contact form's client bundle, so they join (cx) rather than merge:
 * a caller's className adds to them and must not restate a property they set.
 */
export const fieldClasses = cx(
  'block w-full rounded-xl border border-border bg-background px-4 py-3 text-base text-foreground',
  'placeholder:text-muted-foreground/70 transition',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive',
  'disabled:cursor-not-allowed disabled:opacity-60',
)

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cx(fieldClasses, 'h-12', className)} {...props} />
}
