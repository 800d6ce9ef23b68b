import { Compass, Eye } from '@/components/ui/icons'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { Eyebrow } from '@/components/ui/eyebrow'
import { Icon, type IconName } from '@/components/ui/icon'
import { SMALL_ICON_TILE } from './icon-tile'
import { SECTION_LEDE, SECTION_TITLE } from './section-heading'
import { StatList } from './stat-list'

type Copy = {
  eyebrow: string
  heading: string
  story: string
  mission: { title: string; text: string }
  vision: { title: string; text: string }
  valuesTitle: string
  values: { icon: IconName; title: string; text: string }[]
  stats: { value: string; label: string }[]
}

type Props = { copy: Copy; founded: string; headingLevel?: 'h1' | 'h2' }

/**
 * Mission, vision, values and the founding year; the home page's about section and the about page
 * body: the story and its figures beside the mission and vision cards and the values.
 */
export function AboutSection({ copy, founded, headingLevel = 'h2' }: Props) {
  const Heading = headingLevel
  const Sub = headingLevel === 'h1' ? 'h2' : 'h3'
  return (
    <div className="grid gap-12 lg:grid-cols-2 lg:items-start">
      <div>
        <Eyebrow>{copy.eyebrow}</Eyebrow>
        <Heading className={`mt-2 ${SECTION_TITLE}`}>{copy.heading}</Heading>
        <Badge as="p" variant="soft" className="mt-4 inline-flex text-sm">
          {founded}
        </Badge>
        <p className={`mt-5 ${SECTION_LEDE}`}>{copy.story}</p>
        <StatList stats={copy.stats} variant="boxed" className="mt-8 gap-4" />
      </div>
      <div className="flex flex-col gap-6">
        {[
          { ...copy.mission, icon: <Compass /> },
          { ...copy.vision, icon: <Eye /> },
        ].map((block) => (
          <Card key={block.title} className="flex gap-4 p-6">
            <span className={SMALL_ICON_TILE}>{block.icon}</span>
            <div>
              <Sub className="text-lg font-semibold">{block.title}</Sub>
              <p className="mt-1 text-muted-foreground">{block.text}</p>
            </div>
          </Card>
        ))}
        <div className="rounded-2xl border border-border bg-muted p-6">
          <Sub className="text-lg font-semibold">{copy.valuesTitle}</Sub>
          <ul className="mt-4 flex flex-col gap-4">
            {copy.values.map((value) => (
              <li key={value.title} className="flex gap-3">
                <Icon name={value.icon} className="mt-0.5 size-5 shrink-0 text-primary" />
                <p>
                  <strong className="font-semibold">{value.title}.</strong> <span className="text-muted-foreground">{value.text}</span>
                </p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  )
}
