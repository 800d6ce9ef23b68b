import { Link } from '@/components/ui/link'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { Icon, type IconName } from '@/components/ui/icon'
import { cx } from '@/lib/cx'

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
 * covers it. Its parts' look is service-card.css: one class each, as a card repeats.
 */
export function ServiceCard({ card, headingLevel = 'h3' }: { card: ServiceCardData; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  return (
    <Card
      as="article"
      // Spread rather than `id={card.anchor}`: an undefined prop is still written into the payload.
      {...(card.anchor ? { id: card.anchor } : {})}
      className={cx('service-card', card.span === 2 && 'md:col-span-2')}
    >
      <div className="service-card-top">
        <span className="service-card-tile">
          <Icon name={card.icon} />
        </span>
        {card.badge ? <Badge>{card.badge}</Badge> : null}
      </div>
      <Heading className="service-card-title">
        <Link href={card.url} className="stretched-link">
          {card.title}
        </Link>
      </Heading>
      <p className="service-card-text">{card.description}</p>
      <ul className="service-card-tags">
        {card.tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
      <span aria-hidden="true" className="icon-after service-card-more">
        {card.exploreText}
      </span>
    </Card>
  )
}
