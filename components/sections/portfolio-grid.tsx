import { Card } from '@/components/ui/card'
import { Image } from '@/components/ui/image'

export type PortfolioItem = {
  id: string
  title: string
  category: string
  summary: string
  image: { src: string; alt: string; width: number; height: number }
}

type Props = {
  projects: PortfolioItem[]
  headingLevel?: 'h2' | 'h3'
  /** The grid opens the page: its first picture is in view on load, the page's largest. */
  opensPage?: boolean
}

/**
 * The projects as cards. Pictures load lazily, except the first when the grid opens the page:
 * lazy, it waited for layout before its request started, and was the portfolio page's LCP.
 * The cards' look is portfolio-grid.css, by each part's place under .portfolio-card: a class per
 * part would repeat on every card, in the HTML and again in the payload.
 */
export function PortfolioGrid({ projects, headingLevel = 'h3', opensPage = false }: Props) {
  const Heading = headingLevel
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, index) => (
        <li key={project.id} id={`project-${project.id}`}>
          <Card as="article" className="portfolio-card">
            <Image
              src={project.image.src}
              alt={project.image.alt}
              width={project.image.width}
              height={project.image.height}
              isPriority={opensPage && index === 0}
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            />
            <div>
              <p className="portfolio-category">{project.category}</p>
              <Heading>{project.title}</Heading>
              <p>{project.summary}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  )
}
