import { Band } from '@/components/ui/band'
import { ComparisonTable } from './comparison-table'
import { SectionHeading } from './section-heading'

type Props = {
  heading: { eyebrow?: string; heading: string; intro?: string }
  copy: Parameters<typeof ComparisonTable>[0]['copy']
}

/** "Why choose us": the agency beside the usual alternatives, on the home and about pages, below
 * their first two sections on both. */
export function ComparisonSection({ heading, copy }: Props) {
  return (
    <Band deferred="below-fold" tone="muted" aria-labelledby="comparison-heading">
      <SectionHeading id="comparison-heading" {...heading} />
      <div className="mt-12">
        <ComparisonTable copy={copy} />
      </div>
    </Band>
  )
}
