import { cx } from '@/lib/cx'
import { Eyebrow } from '@/components/ui/eyebrow'

type Props = { eyebrow?: string; heading: string; intro?: string; id?: string; className?: string }

/** The eyebrow, h2 and intro that open each home and page section; `.section-heading` in sections.css. */
export function SectionHeading({ eyebrow, heading, intro, id, className }: Props) {
  return (
    <div className={cx('section-heading', className)}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h2 id={id}>{heading}</h2>
      {intro ? <p>{intro}</p> : null}
    </div>
  )
}
