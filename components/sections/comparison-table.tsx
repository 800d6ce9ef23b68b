import { Card } from '@/components/ui/card'
import checks from './checked.module.css'
import { ComparisonToggle } from './comparison-toggle'

type Row = { label: string; internal: string; agency: string; us: string }
type Copy = {
  caption: string
  criterion: string
  columns: { internal: string; agency: string; us: string }
  showMore: string
  showLess: string
  rows: Row[]
  extra: Row[]
}

const EXTRA_ID = 'comparison-extra-rows'
/** Every cell's padding; a header cell's text is also bold and start-aligned. */
const CELL = 'p-4'
const HEADER = 'p-4 text-left font-semibold'
/** A rule above every row, the first one under the header included. */
const ROWS = '*:border-t *:border-border'

function TableRow({ row }: { row: Row }) {
  return (
    <tr>
      <th scope="row" className={HEADER}>
        {row.label}
      </th>
      <td className={`${CELL} bg-accent/60 font-medium`}>
        <span className={checks.checked}>{row.us}</span>
      </td>
      <td className={`${CELL} text-muted-foreground`}>{row.internal}</td>
      <td className={`${CELL} text-muted-foreground`}>{row.agency}</td>
    </tr>
  )
}

/**
 * Us vs internal team vs traditional agency; the extra rows open with "Show More". Our column
 * comes right after the criterion so it stays in view when the table scrolls on a phone, and is
 * tinted.
 */
export function ComparisonTable({ copy }: { copy: Copy }) {
  return (
    <ComparisonToggle controls={EXTRA_ID} showMore={copy.showMore} showLess={copy.showLess}>
      <Card role="region" aria-label={copy.caption} tabIndex={0} className="overflow-x-auto">
        <table className="w-full min-w-[40rem] border-collapse text-sm">
          <caption className="sr-only">{copy.caption}</caption>
          <thead>
            <tr className="bg-muted text-left">
              <th scope="col" className={`${HEADER} w-1/5`}>
                {copy.criterion}
              </th>
              <th scope="col" className={`${HEADER} bg-primary text-primary-foreground`}>
                {copy.columns.us}
              </th>
              <th scope="col" className={HEADER}>
                {copy.columns.internal}
              </th>
              <th scope="col" className={HEADER}>
                {copy.columns.agency}
              </th>
            </tr>
          </thead>
          <tbody className={ROWS}>
            {copy.rows.map((row) => (
              <TableRow key={row.label} row={row} />
            ))}
          </tbody>
          <tbody id={EXTRA_ID} className={`${ROWS} group-data-[expanded=false]:hidden`}>
            {copy.extra.map((row) => (
              <TableRow key={row.label} row={row} />
            ))}
          </tbody>
        </table>
      </Card>
    </ComparisonToggle>
  )
}
