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
  /** The illustration's SVG source (trusted: our own file) and its name in the page's language. */
  illustration: { markup: string; alt: string }
}

export function ServiceHero({ eyebrow, title, subtitle, ctaLabel, ctaHref, illustration }: Props) {
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
        {/* Drawn inline, not an <img>: it paints with the heading, with no request of its own. */}
        <div
          role="img"
          aria-label={illustration.alt}
          className="aspect-[4/3] w-full overflow-hidden rounded-3xl shade-lg [&>svg]:size-full"
          dangerouslySetInnerHTML={{ __html: illustration.markup }}
        />
      </Container>
    </section>
  )
}
