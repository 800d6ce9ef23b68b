import { Link } from '@/components/ui/link'
import type { ComponentProps } from 'react'
import { cx } from '@/lib/cx'
import { buttonClasses, type Size, type Variant } from './button-classes'


type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: Variant; size?: Size }

/**
 * Joins, never merges: the 404 view renders it inside a client boundary, so it must not pull
 * tailwind-merge into every page's scripts. A className's utilities add to the variant and win
 * where they overlap (the kit's classes sit in a lower layer, kit.css).
 */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={cx(buttonClasses(variant, size), className)} {...props} />
}
