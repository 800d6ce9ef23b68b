import type { Currency, PlanId } from '@/lib/pricing'
import { Badge } from '@/components/ui/badge'
import { ButtonLink } from '@/components/ui/button-link'
import { Card } from '@/components/ui/card'
import { cx } from '@/lib/cx'
import { CurrencyProvider } from './currency-provider'
import { CurrencySelector } from './currency-selector'
import { PlanPrice } from './plan-price'

type PlanCopy = { name: string; description: string; features: string[]; bestFor: string }
type Copy = {
  currencyLabel: string
  perMonth: string
  mostPopular: string
  bestForLabel: string
  choose: (plan: string) => string
  note: string
  plans: Record<PlanId, PlanCopy>
}

export type PricingPlan = { id: PlanId; isPopular: boolean; prices: Record<Currency, string> }

type Props = {
  copy: Copy
  plans: PricingPlan[]
  contactHref: string
  headingLevel?: 'h2' | 'h3'
}

/**
 * The currency selector and the three plan cards. Only the selector and prices run on the client.
 * The popular plan is outlined, raised and badged above its top edge.
 */
export function PricingPlans({ copy, plans, contactHref, headingLevel = 'h2' }: Props) {
  const Heading = headingLevel
  return (
    <CurrencyProvider>
      <CurrencySelector label={copy.currencyLabel} />
      <ul className="mx-auto mt-10 grid max-w-xl grid-cols-1 gap-6 lg:max-w-none lg:grid-cols-3">
        {plans.map((plan) => {
          const planCopy = copy.plans[plan.id]
          return (
            <Card
              as="li"
              key={plan.id}
              data-plan={plan.id}
              className={cx('relative flex flex-col p-8', plan.isPopular ? 'border-primary shade-ring lg:shift-up-2' : 'shade-sm')}
            >
              {plan.isPopular ? (
                <Badge as="p" className="absolute -top-3.5 left-1/2 shift-center-x whitespace-nowrap">
                  {copy.mostPopular}
                </Badge>
              ) : null}
              <Heading className="text-xl font-semibold">{planCopy.name}</Heading>
              <p className="mt-2 text-sm text-muted-foreground">{planCopy.description}</p>
              <p className="mt-6 flex items-baseline gap-1">
                <span className="text-4xl font-bold tracking-tight">
                  <PlanPrice prices={plan.prices} />
                </span>
                <span className="text-muted-foreground">{copy.perMonth}</span>
              </p>
              {/* Each feature with a check before it, drawn by CSS (checked.css): the list's class,
                  not one on each of the 18 lines. */}
              <ul className="checks mt-6 flex flex-1 flex-col gap-3 text-sm">
                {planCopy.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <p className="mt-6 rounded-xl bg-muted p-4 text-sm">
                <strong className="font-semibold">{copy.bestForLabel}</strong> {planCopy.bestFor}
              </p>
              <ButtonLink href={contactHref} variant={plan.isPopular ? 'primary' : 'outline'} className="mt-6 w-full">
                {copy.choose(planCopy.name)}
              </ButtonLink>
            </Card>
          )
        })}
      </ul>
      <p className="mt-8 text-center text-sm text-muted-foreground">{copy.note}</p>
    </CurrencyProvider>
  )
}
