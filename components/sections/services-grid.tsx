import { cx } from '@/lib/cx'
import { ServiceCard, type ServiceCardData } from './service-card'

type Props = { cards: ServiceCardData[]; columns?: 2 | 3; className?: string }

export function ServicesGrid({ cards, columns = 3, className }: Props) {
  return (
    <div
      className={cx(
        'grid grid-cols-1 gap-6 md:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        className,
      )}
    >
      {cards.map((card) => (
        <ServiceCard key={card.url} card={card} />
      ))}
    </div>
  )
}
