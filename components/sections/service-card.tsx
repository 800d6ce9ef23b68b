import { Link } from '@/components/ui/link'
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

/**
 * One service: the whole card is one link, so keyboard users tab once per service. Its parts'
 * look is `.service-card` in sections.css.
 */
export function ServiceCard({ card, headingLevel = 'h3' }: { card: ServiceCardData; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  return (
    <Card
      as="article"
      // Spread rather than `id={card.anchor}`: an undefined prop is still written into the payload.
      {...(card.anchor ? { id: card.anchor } : {})}
      className={card.span === 2 ? 'service-card md:col-span-2' : 'service-card'}
    >
      <div>
        <span className="icon-tile">
          <Icon name={card.icon} />
        </span>
        {card.badge ? (
          <Badge>{card.badge}</Badge>
        ) : null}
      </div>
      <Heading>
        <Link href={card.url} className="stretched-link">
          {card.title}
        </Link>
      </Heading>
      <p>{card.description}</p>
      <ul>
        {card.tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
      <span aria-hidden="true" className="more-link">
        {card.exploreText}
      </span>
    </Card>
  )
}
