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
 */
export function PortfolioGrid({ projects, headingLevel = 'h3', opensPage = false }: Props) {
  const Heading = headingLevel
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, index) => (
        <li key={project.id} id={`project-${project.id}`}>
          <Card as="article" className="flex h-full flex-col overflow-hidden shadow-sm">
            <Image
              src={project.image.src}
              alt={project.image.alt}
              width={project.image.width}
              height={project.image.height}
              isPriority={opensPage && index === 0}
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              className="aspect-[3/2] h-auto w-full bg-muted object-cover"
            />
            <div className="flex flex-1 flex-col p-5">
              <p className="text-xs font-semibold tracking-wider text-primary uppercase">{project.category}</p>
              <Heading className="mt-2 text-lg font-semibold tracking-tight">{project.title}</Heading>
              <p className="mt-2 text-sm text-muted-foreground">{project.summary}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  )
}
