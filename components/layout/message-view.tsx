import type { ReactNode } from 'react'
import { Eyebrow } from '@/components/ui/eyebrow'

type Props = { eyebrow: string; heading: string; body: string; children: ReactNode }

/** A page that is only a message (the 404, the error page): what happened, then where to go. */
export function MessageView({ eyebrow, heading, body, children }: Props) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <Eyebrow>{eyebrow}</Eyebrow>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{heading}</h1>
      <p className="mt-5 text-lg leading-8 text-muted-foreground">{body}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  )
}
