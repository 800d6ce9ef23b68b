import { Band } from '@/components/ui/band'
import { SectionHeading } from './section-heading'
import type { ServiceCardData } from './service-card'
import { ServicesGrid } from './services-grid'

type Props = {
  id: string
  title: string
  intro: string
  cards: ServiceCardData[]
  muted: boolean
  /** Drawn as it comes near (`.drawn-near`): below a phone's first screen, on a tall one's. */
  drawnNear: boolean
}

/** One category of the services page, its cards two by two; every other band is muted. */
export function ServiceCategory({ id, title, intro, cards, muted, drawnNear }: Props) {
  return (
    <Band tone={muted ? 'muted' : 'plain'} spacing="md" deferred={drawnNear ? 'drawn-near' : undefined} aria-labelledby={`category-${id}`}>
      <SectionHeading id={`category-${id}`} heading={title} intro={intro} />
      <ServicesGrid className="mt-10" columns={2} cards={cards} />
    </Band>
  )
}
