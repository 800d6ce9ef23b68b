import { Link } from '@/components/ui/link'
import type { NavLink } from './nav-types'

type Props = { links: NavLink[]; className?: string; linkClassName: string }

/** The menus' lists of links: one item a link, each prefetched on intent like every other. */
export function LinkList({ links, className, linkClassName }: Props) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
