import { Link } from '@/components/ui/link'
import type { ComponentProps } from 'react'
import { cx } from '@/lib/cx'
import { buttonClasses, type Size, type Variant } from './button-classes'


type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: Variant; size?: Size }

/**
 * Joins, never merges: the 404 view renders it inside a client boundary, so it must not pull
 * tailwind-merge into every page's scripts. A className adds to the variant; it must not restate
 * a property the variant sets (padding, colours).
 */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={cx(buttonClasses(variant, size), className)} {...props} />
}
