import { Card } from '@/components/ui/card'
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

function TableRow({ row }: { row: Row }) {
  return (
    <tr>
      <th scope="row">
        {row.label}
      </th>
      <td>
        <span className="checked">{row.us}</span>
      </td>
      <td>{row.internal}</td>
      <td>{row.agency}</td>
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
        <table className="comparison-table">
          <caption className="sr-only">{copy.caption}</caption>
          <thead>
            <tr className="bg-muted text-left">
              <th scope="col" className="w-1/5">
                {copy.criterion}
              </th>
              <th scope="col" className="bg-primary text-primary-foreground">
                {copy.columns.us}
              </th>
              <th scope="col">
                {copy.columns.internal}
              </th>
              <th scope="col">
                {copy.columns.agency}
              </th>
            </tr>
          </thead>
          <tbody>
            {copy.rows.map((row) => (
              <TableRow key={row.label} row={row} />
            ))}
          </tbody>
          <tbody id={EXTRA_ID} className="group-data-[expanded=false]:hidden">
            {copy.extra.map((row) => (
              <TableRow key={row.label} row={row} />
            ))}
          </tbody>
        </table>
      </Card>
    </ComparisonToggle>
  )
}
