import { Link } from '@/components/ui/link'
import { buttonClasses } from '@/components/ui/button-classes'
import { cx } from '@/lib/cx'

export type PaginationSlot = { kind: 'page'; n: number; href: string; label: string } | { kind: 'gap'; key: string }

type Props = {
  label: string
  current: number
  slots: PaginationSlot[]
  previous?: { href: string; label: string } | undefined
  next?: { href: string; label: string } | undefined
}

/**
 * A list's pages as plain links (crawlable, no JavaScript): previous, a window of page numbers
 * with gaps (lib/blog/pagination.ts), next. A server component: it ships no code.
 */
export function Pagination({ label, current, slots, previous, next }: Props) {
  if (slots.length < 2) return null
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2 pt-4">
      {previous ? (
        <Link href={previous.href} rel="prev" className={buttonClasses('outline', 'sm')}>
          {previous.label}
        </Link>
      ) : null}
      {slots.map((slot) =>
        slot.kind === 'gap' ? (
          <span key={slot.key} aria-hidden className="grid size-10 place-items-center text-sm text-muted-foreground">
            …
          </span>
        ) : (
          <Link
            key={slot.n}
            href={slot.href}
            aria-label={slot.label}
            aria-current={slot.n === current ? 'page' : undefined}
            className={cx('grid h-10 min-w-10 place-items-center rounded-full border border-border px-2 text-sm', slot.n === current ? 'bg-primary text-primary-foreground' : 'hover:bg-muted')}
          >
            {slot.n}
          </Link>
        ),
      )}
      {next ? (
        <Link href={next.href} rel="next" className={buttonClasses('outline', 'sm')}>
          {next.label}
        </Link>
      ) : null}
    </nav>
  )
}
