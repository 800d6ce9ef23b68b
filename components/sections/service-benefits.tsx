import { cx } from '@/lib/cx'
import { Card } from '@/components/ui/card'
import { Container } from '@/components/ui/container'
import { Icon, type IconName } from '@/components/ui/icon'
import { SectionHeading } from './section-heading'

type Benefit = { title: string; description: string; icon?: IconName }

/** Four benefits on a three-column grid: the first and last span two columns. */
export function ServiceBenefits({ title, benefits }: { title: string; benefits: Benefit[] }) {
  const last = benefits.length - 1
  return (
    <Container as="section" aria-labelledby="benefits-heading" className="py-20">
      <SectionHeading id="benefits-heading" heading={title} />
      <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-3">
        {benefits.map((benefit, i) => (
          <Card
            as="li"
            key={benefit.title}
            data-testid="service-benefit"
            className={cx('p-6 shade-sm', (i === 0 || i === last) && 'md:col-span-2 bg-accent/50')}
          >
            {benefit.icon ? (
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                <Icon name={benefit.icon} className="size-5" />
              </span>
            ) : null}
            <h3 className="mt-4 text-lg font-semibold">{benefit.title}</h3>
            <p className="mt-2 text-muted-foreground">{benefit.description}</p>
          </Card>
        ))}
      </ul>
    </Container>
  )
}
