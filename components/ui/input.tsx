import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/** Shared by Input and Textarea; aria-invalid paints the error state, so no extra prop is needed. */
export const fieldClasses = cn(
  'block w-full rounded-xl border border-border bg-background px-4 py-3 text-base text-foreground',
  'placeholder:text-muted-foreground/70 transition',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive',
  'disabled:cursor-not-allowed disabled:opacity-60',
)

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClasses, 'h-12', className)} {...props} />
}
