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

/** Mission, vision, values and the founding year; the home page's about section and the about page body. */
export function AboutSection({ copy, founded, headingLevel = 'h2' }: Props) {
  const Heading = headingLevel
  const Sub = headingLevel === 'h1' ? 'h2' : 'h3'
  return (
    <div className="grid gap-12 lg:grid-cols-2 lg:items-start">
      <div>
        <Eyebrow>{copy.eyebrow}</Eyebrow>
        <Heading className="section-title mt-2">{copy.heading}</Heading>
        <Badge as="p" variant="soft" className="mt-4 inline-flex text-sm">
          {founded}
        </Badge>
        <p className="section-lede mt-5">{copy.story}</p>
        <StatList stats={copy.stats} variant="boxed" className="mt-8 gap-4" />
      </div>
      <div className="space-y-6">
        {[
          { ...copy.mission, icon: <Compass aria-hidden="true" className="size-6" /> },
          { ...copy.vision, icon: <Eye aria-hidden="true" className="size-6" /> },
        ].map((block) => (
          <Card key={block.title} className="flex gap-4 p-6">
            <span className="icon-tile size-11 shrink-0">
              {block.icon}
            </span>
            <div>
              <Sub className="text-lg font-semibold">{block.title}</Sub>
              <p className="mt-1 text-muted-foreground">{block.text}</p>
            </div>
          </Card>
        ))}
        <div className="rounded-2xl border border-border bg-muted p-6">
          <Sub className="text-lg font-semibold">{copy.valuesTitle}</Sub>
          <ul className="mt-4 space-y-4">
            {copy.values.map((value) => (
              <li key={value.title} className="flex gap-3">
                <Icon name={value.icon} className="mt-0.5 size-5 shrink-0 text-primary" />
                <p>
                  <strong className="font-semibold">{value.title}.</strong>{' '}
                  <span className="text-muted-foreground">{value.text}</span>
                </p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  )
}
