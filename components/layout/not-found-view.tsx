import type { Dictionary } from '@/lib/i18n/dictionaries'
import type { Lang } from '@/lib/i18n/locales'
import { ButtonLink } from '@/components/ui/button-link'

type Props = { lang: Lang; copy: Dictionary['common']['notFound'] }

export function NotFoundView({ lang, copy }: Props) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-sm font-semibold uppercase tracking-widest text-primary">{copy.eyebrow}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{copy.heading}</h1>
      <p className="mt-5 text-lg leading-8 text-muted-foreground">{copy.body}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ButtonLink href={`/${lang}`}>{copy.home}</ButtonLink>
        <ButtonLink href={`/${lang}/contact`} variant="outline">
          {copy.contact}
        </ButtonLink>
      </div>
    </section>
  )
}
