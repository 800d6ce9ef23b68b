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
 * Key figures, one to three columns, drawn by `.stat-list` (sections.css). The label comes first
 * in the markup, as a <dl> term precedes its description, and the style draws the figure above it.
 */
export function StatList({ stats, variant = 'plain', className }: Props) {
  return (
    <dl className={cx('stat-list', variant === 'boxed' && 'stat-list-boxed', className)}>
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
