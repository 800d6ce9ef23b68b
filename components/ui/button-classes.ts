import { cx } from '@/lib/cx'

export type Variant = 'primary' | 'outline' | 'ghost'
export type Size = 'sm' | 'md' | 'lg'

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-primary text-primary-foreground hover:opacity-90',
  outline: 'border border-border bg-background hover:bg-muted',
  ghost: 'hover:bg-muted',
}
const SIZES: Record<Size, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
}

/** Client components (share, contact form) use it too: its parts never clash, so it only joins. */
export function buttonClasses(variant: Variant = 'primary', size: Size = 'md'): string {
  return cx(
    'inline-flex items-center justify-center gap-2 rounded-full font-medium transition',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
  )
}
