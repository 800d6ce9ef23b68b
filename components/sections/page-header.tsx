import type { ReactNode } from 'react'
import type { FieldTag } from '@/lib/blog/types'
import { Eyebrow } from '@/components/ui/eyebrow'

type Props = {
  eyebrow?: string
  heading: string
  intro?: string
  children?: ReactNode
  /** Draft mode only: the Contentful fields the heading and intro show (Live Preview's inspector). */
  headingTag?: FieldTag | undefined
  introTag?: FieldTag | undefined
}

/** The title block that opens every inner page. */
export function PageHeader({ eyebrow, heading, intro, children, headingTag, introTag }: Props) {
  return (
    <section className="border-b border-border bg-muted">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
        {eyebrow ? (
          <Eyebrow>{eyebrow}</Eyebrow>
        ) : null}
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl" {...headingTag}>{heading}</h1>
        {intro ? (
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-pretty text-muted-foreground" {...introTag}>{intro}</p>
        ) : null}
        {children}
      </div>
    </section>
  )
}
