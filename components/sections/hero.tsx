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

/** The home page's first screen; its look is `.hero` in sections.css. */
export function Hero({ copy, contactHref, servicesHref }: Props) {
  return (
    <section className="hero">
      <div>
        <Badge as="p" variant="glass" className="inline-flex">
          {copy.eyebrow}
        </Badge>
        <h1>
          {copy.titleBefore} <RotatingWord words={copy.rotatingWords} /> {copy.titleAfter}
        </h1>
        <p>{copy.subtitle}</p>
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
