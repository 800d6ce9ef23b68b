import { Link } from '@/components/ui/link'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { Icon, type IconName } from '@/components/ui/icon'
import { cx } from '@/lib/cx'
import { ICON_TILE } from './icon-tile'

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

/**
 * One service: the whole card is one link, so keyboard users tab once per service. The card
 * lifts on hover and draws the focus ring of its title link, whose `.stretched-link` box (kit.css)
 * covers it.
 */
export function ServiceCard({ card, headingLevel = 'h3' }: { card: ServiceCardData; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  return (
    <Card
      as="article"
      // Spread rather than `id={card.anchor}`: an undefined prop is still written into the payload.
      {...(card.anchor ? { id: card.anchor } : {})}
      className={cx(
        'group relative flex flex-col p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
        card.span === 2 && 'md:col-span-2',
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <span className={ICON_TILE}>
          <Icon name={card.icon} />
        </span>
        {card.badge ? (
          <Badge>{card.badge}</Badge>
        ) : null}
      </div>
      <Heading className="mt-5 text-xl font-semibold tracking-tight">
        <Link href={card.url} className="stretched-link">
          {card.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-muted-foreground">{card.description}</p>
      {/* Each tag an outlined pill, set once on the list. */}
      <ul className="mt-4 flex flex-wrap gap-2 *:rounded-full *:border *:border-border *:px-2.5 *:py-0.5 *:text-xs *:text-muted-foreground">
        {card.tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
      {/* The arrow is drawn by CSS (an element per card cost markup and payload); it moves when
          the card is hovered. */}
      <span
        aria-hidden="true"
        className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-primary after:size-4 after:flex-none after:icon-mask after:transition after:lucide--arrow-right group-hover:after:translate-x-1"
      >
        {card.exploreText}
      </span>
    </Card>
  )
}
