import { ArrowRight, CircleCheck } from '@/components/ui/icons'
import { Badge } from '@/components/ui/badge'
import { ButtonLink } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'

type Props = {
  title: string
  badge: string
  features: string[]
  tailored: { title: string; text: string; link: string }
  aboutHref: string
  image: { src: string; alt: string }
}

/**
 * The tailored-solutions block (linking to About) beside the features checklist and its badge.
 * Below a service page's first screen on any device, so drawn as it comes near (`.below-fold`).
 */
export function ServiceFeatures({ title, badge, features, tailored, aboutHref, image }: Props) {
  return (
    <Container as="section" aria-labelledby="features-heading" className="below-fold py-20">
      <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
        <div className="rounded-3xl border border-border bg-card p-8">
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={image.src} alt={image.alt} width={560} height={360} loading="lazy" className="h-auto w-full rounded-2xl" />
          <h2 className="mt-6 text-2xl font-bold tracking-tight">{tailored.title}</h2>
          <p className="mt-3 text-muted-foreground">{tailored.text}</p>
          <ButtonLink href={aboutHref} variant="outline" className="mt-6">
            {tailored.link}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
        <div>
          <Badge as="p" variant="soft" className="inline-flex text-sm">
            {badge}
          </Badge>
          <h2 id="features-heading" className="mt-4 text-3xl font-bold tracking-tight text-balance">
            {title}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {features.map((feature) => (
              <li key={feature} data-testid="service-feature" className="flex gap-3">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Container>
  )
}
