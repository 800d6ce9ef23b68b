import { cx } from '@/lib/cx'
import { Eyebrow } from '@/components/ui/eyebrow'

/** A section's h2: the heading blocks', the about section's and the contact section's. */
export const SECTION_TITLE = 'text-3xl font-bold tracking-tight text-balance sm:text-4xl'
/** The paragraph under a section's h2. */
export const SECTION_LEDE = 'text-lg text-pretty text-muted-foreground'

type Props = { eyebrow?: string; heading: string; intro?: string; id?: string; className?: string }

/** The eyebrow, h2 and intro that open each home and page section, centred. */
export function SectionHeading({ eyebrow, heading, intro, id, className }: Props) {
  return (
    <div className={cx('mx-auto max-w-3xl text-center', className)}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h2 id={id} className={cx('mt-2', SECTION_TITLE)}>
        {heading}
      </h2>
      {intro ? <p className={cx('mt-4', SECTION_LEDE)}>{intro}</p> : null}
    </div>
  )
}
