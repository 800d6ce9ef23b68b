import { cn } from '@/lib/utils'
import { Eyebrow } from '@/components/ui/eyebrow'

type Props = { eyebrow?: string; heading: string; intro?: string; id?: string; className?: string }

/** The eyebrow, h2 and intro that open each home and page section. */
export function SectionHeading({ eyebrow, heading, intro, id, className }: Props) {
  return (
    <div className={cn('mx-auto max-w-3xl text-center', className)}>
      {eyebrow ? (
        <Eyebrow>{eyebrow}</Eyebrow>
      ) : null}
      <h2 id={id} className="section-title mt-2">
        {heading}
      </h2>
      {intro ? <p className="section-lede mt-4">{intro}</p> : null}
    </div>
  )
}
