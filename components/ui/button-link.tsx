import { Link } from '@/components/ui/link'
import type { ComponentProps } from 'react'
import { cx } from '@/lib/cx'
import { buttonClasses, type Size, type Variant } from './button-classes'

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: Variant; size?: Size }

/** A link drawn as a button; a className's utilities add to the variant's (kit.css) and win. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={cx(buttonClasses(variant, size), className)} {...props} />
}
