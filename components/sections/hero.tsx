import { ArrowRight } from '@/components/ui/icons'
import { Badge } from '@/components/ui/badge'
import { ButtonLink } from '@/components/ui/button-link'
import { RotatingWord } from './rotating-word'
import { StatList } from './stat-list'

type Copy = {
  eyebrow: string
  titleBefore: string
  rotatingWords: string[]
  titleAfter: string
  subtitle: string
  primaryCta: string
  secondaryCta: string
  stats: { value: string; label: string }[]
}

type Props = { copy: Copy; contactHref: string; servicesHref: string }

/** The home page's first screen: centred copy over a soft glow drawn behind it. */
export function Hero({ copy, contactHref, servicesHref }: Props) {
  return (
    <section className="overflow-hidden border-b border-border bg-top-glow">
      <div className="mx-auto max-w-5xl px-4 pt-20 pb-16 text-center sm:px-6 sm:pt-28 lg:px-8">
        <Badge as="p" variant="glass" className="inline-flex">
          {copy.eyebrow}
        </Badge>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-6xl">
          {/* The changing word ends its line, in a slot as wide as the longest word: when it
              changes, nothing beside it moves (rotating-word.css). */}
          <span className="block">
            {copy.titleBefore} <RotatingWord words={copy.rotatingWords} />
          </span>{' '}
          {copy.titleAfter}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-muted-foreground">{copy.subtitle}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ButtonLink href={contactHref} size="lg">
            {copy.primaryCta}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
          <ButtonLink href={servicesHref} size="lg" variant="outline">
            {copy.secondaryCta}
          </ButtonLink>
        </div>
        <StatList stats={copy.stats} className="mx-auto mt-14 max-w-3xl gap-6" />
      </div>
    </section>
  )
}
