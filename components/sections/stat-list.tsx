import { cx } from '@/lib/cx'

type Stat = { value: string; label: string }

type Props = {
  stats: Stat[]
  /** `plain`: large figures on the page (the hero); `boxed`: smaller figures, each in a ruled tile. */
  variant?: 'plain' | 'boxed'
  /** Position, width and gap; the list's columns are its own. */
  className?: string
}

/**
 * Key figures, one to three columns. The label comes first in the markup, as a <dl> term
 * precedes its description, and `flex-col-reverse` draws the figure above it. Each item packs
 * at the top of its row (`justify-end`, the reversed column's top), so the figures of a row stand
 * on one line whether their labels take one line or two.
 */
export function StatList({ stats, variant = 'plain', className }: Props) {
  const boxed = variant === 'boxed'
  return (
    <dl className={cx('grid grid-cols-1 sm:grid-cols-3', className)}>
      {stats.map((stat) => (
        <div key={stat.label} className={cx('flex flex-col-reverse justify-end gap-1', boxed && 'rounded-xl border border-border p-4')}>
          <dt className="text-sm text-muted-foreground">{stat.label}</dt>
          <dd className={boxed ? 'text-2xl font-bold' : 'text-3xl font-bold tracking-tight'}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
