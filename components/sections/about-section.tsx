import { Compass, Eye } from '@/components/ui/icons'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { Eyebrow } from '@/components/ui/eyebrow'
import { Icon, type IconName } from '@/components/ui/icon'
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
 * body. The parts' look is `.about-grid` in sections.css.
 */
export function AboutSection({ copy, founded, headingLevel = 'h2' }: Props) {
  const Heading = headingLevel
  const Sub = headingLevel === 'h1' ? 'h2' : 'h3'
  return (
    <div className="about-grid">
      <div>
        <Eyebrow>{copy.eyebrow}</Eyebrow>
        <Heading className="section-title">{copy.heading}</Heading>
        <Badge as="p" variant="soft">
          {founded}
        </Badge>
        <p className="section-lede">{copy.story}</p>
        <StatList stats={copy.stats} variant="boxed" />
      </div>
      <div>
        {[
          { ...copy.mission, icon: <Compass /> },
          { ...copy.vision, icon: <Eye /> },
        ].map((block) => (
          <Card key={block.title}>
            <span className="icon-tile">{block.icon}</span>
            <div>
              <Sub>{block.title}</Sub>
              <p>{block.text}</p>
            </div>
          </Card>
        ))}
        <div>
          <Sub>{copy.valuesTitle}</Sub>
          <ul>
            {copy.values.map((value) => (
              <li key={value.title}>
                <Icon name={value.icon} />
                <p>
                  <strong>{value.title}.</strong> <span>{value.text}</span>
                </p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  )
}
