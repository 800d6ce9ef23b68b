import { ArrowRight } from '@/components/ui/icons'
import { ButtonLink } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import { Eyebrow } from '@/components/ui/eyebrow'

type Props = {
  eyebrow: string
  title: string
  subtitle: string
  ctaLabel: string
  ctaHref: string
  image: { src: string; alt: string }
}

export function ServiceHero({ eyebrow, title, subtitle, ctaLabel, ctaHref, image }: Props) {
  return (
    <section className="border-b border-border bg-muted">
      <Container className="grid items-center gap-12 py-16 lg:grid-cols-2 lg:py-24">
        <div>
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          <p className="mt-5 text-lg leading-8 text-pretty text-muted-foreground">{subtitle}</p>
          <ButtonLink href={ctaHref} size="lg" className="mt-8">
            {ctaLabel}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
        {/* A plain <img>: the SVG is already vector and tiny; width and height reserve its box. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={image.src}
          alt={image.alt}
          width={640}
          height={480}
          fetchPriority="high"
          className="h-auto w-full rounded-3xl shadow-lg"
        />
      </Container>
    </section>
  )
}
