import { cx } from '@/lib/cx'

type Stat = { value: string; label: string }

type Props = {
  stats: Stat[]
  /** `plain`: large figures on the page (the hero); `boxed`: smaller figures, each in a ruled tile. */
  variant?: 'plain' | 'boxed'
  /** Position, width and gap; the list's columns are its own. */
  className?: string
}

const VARIANTS = {
  plain: { item: '', value: 'text-3xl tracking-tight' },
  boxed: { item: 'justify-end rounded-xl border border-border p-4', value: 'text-2xl' },
} as const

/**
 * Key figures, one to three columns. The label comes first in the markup, as a <dl> term
 * precedes its description, and `flex-col-reverse` draws the figure above it.
 */
export function StatList({ stats, variant = 'plain', className }: Props) {
  const styles = VARIANTS[variant]
  return (
    <dl className={cx('grid grid-cols-1 sm:grid-cols-3', className)}>
      {stats.map((stat) => (
        <div key={stat.label} className={cx('flex flex-col-reverse gap-1', styles.item)}>
          <dt className="text-sm text-muted-foreground">{stat.label}</dt>
          <dd className={cx('font-bold', styles.value)}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
