import { Link } from '@/components/ui/link'
import { ArrowRight } from '@/components/ui/icons'
import { cx } from '@/lib/cx'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { Icon, type IconName } from '@/components/ui/icon'

export type ServiceCardData = {
  title: string
  description: string
  icon: IconName
  /** The badge's label, already translated. */
  badge?: string
  tags: string[]
  span: 1 | 2
  url: string
  exploreText: string
  anchor?: string
}

/** One service: the whole card is one link, so keyboard users tab once per service. */
export function ServiceCard({ card, headingLevel = 'h3' }: { card: ServiceCardData; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  return (
    <Card
      as="article"
      id={card.anchor}
      className={cx(
        'group relative flex flex-col p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
        card.span === 2 && 'md:col-span-2',
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <Icon name={card.icon} />
        </span>
        {card.badge ? (
          <Badge>{card.badge}</Badge>
        ) : null}
      </div>
      <Heading className="mt-5 text-xl font-semibold tracking-tight">
        <Link href={card.url} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
          {card.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-muted-foreground">{card.description}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {card.tags.map((tag) => (
          <Badge as="li" key={tag} variant="outline">
            {tag}
          </Badge>
        ))}
      </ul>
      <span aria-hidden="true" className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-primary">
        {card.exploreText}
        <ArrowRight className="size-4 transition group-hover:translate-x-1" />
      </span>
    </Card>
  )
}
