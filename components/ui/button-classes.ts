export type Variant = 'primary' | 'outline' | 'ghost'
export type Size = 'sm' | 'md' | 'lg'

/**
 * A button's classes: the kit's `.btn` with a variant and a size (kit.css). Client components
 * (share, contact form) use it too; a caller's utilities add to it and win where they overlap.
 */
export function buttonClasses(variant: Variant = 'primary', size: Size = 'md'): string {
  return `btn btn-${variant} btn-${size}`
}
