import type { Dictionary } from '@/lib/i18n/dictionaries'
import { ButtonLink } from '@/components/ui/button-link'

export type NotFoundViewProps = { copy: Dictionary['common']['notFound']; homeHref: string; contactHref: string }

/** The 404 page's body: what happened, and the way home or to a person. */
export function NotFoundView({ copy, homeHref, contactHref }: NotFoundViewProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-sm font-semibold uppercase tracking-widest text-primary">{copy.eyebrow}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{copy.heading}</h1>
      <p className="mt-5 text-lg leading-8 text-muted-foreground">{copy.body}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ButtonLink href={homeHref}>{copy.home}</ButtonLink>
        <ButtonLink href={contactHref} variant="outline">
          {copy.contact}
        </ButtonLink>
      </div>
    </section>
  )
}
