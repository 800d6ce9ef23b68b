import { twMerge } from 'tailwind-merge'
import { cx } from './cx'

/**
 * Joins class names and lets a later Tailwind class replace an earlier one for the same property
 * (`bg-card` then `bg-accent/50` keeps `bg-accent/50`): in the built CSS the order of the class
 * attribute does not decide, the stylesheet's order does. For server components; client
 * components join with `cx` so the merger stays out of the browser.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(cx(...classes))
}
