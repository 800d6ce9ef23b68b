import type { ErrorPageCopy } from '@/lib/i18n/error-copy'
import { ButtonLink } from '@/components/ui/button-link'
import { buttonClasses } from '@/components/ui/button-classes'
import { RotateCw } from '@/components/ui/icons'

type Props = { copy: ErrorPageCopy; homeHref: string; onRetry: () => void }

/** The body of the error boundaries: what happened, a retry, and the way home. */
export function ErrorView({ copy, homeHref, onRetry }: Props) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-sm font-semibold uppercase tracking-widest text-primary">{copy.eyebrow}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{copy.heading}</h1>
      <p className="mt-5 text-lg leading-8 text-muted-foreground">{copy.body}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={onRetry}>
          <RotateCw className="size-4" aria-hidden />
          {copy.retry}
        </button>
        <ButtonLink href={homeHref} variant="outline">
          {copy.home}
        </ButtonLink>
      </div>
    </section>
  )
}
