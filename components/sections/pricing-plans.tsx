import type { Currency, PlanId } from '@/lib/pricing'
import { Badge } from '@/components/ui/badge'
import { ButtonLink } from '@/components/ui/button-link'
import { Card } from '@/components/ui/card'
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
 * The cards' parts are drawn by `.plan-card` (sections.css).
 */
export function PricingPlans({ copy, plans, contactHref, headingLevel = 'h2' }: Props) {
  const Heading = headingLevel
  return (
    <CurrencyProvider>
      <CurrencySelector label={copy.currencyLabel} />
      <ul className="plan-grid">
        {plans.map((plan) => {
          const planCopy = copy.plans[plan.id]
          return (
            <Card as="li" key={plan.id} data-plan={plan.id} className={plan.isPopular ? 'plan-card plan-popular' : 'plan-card'}>
              {plan.isPopular ? (
                <Badge as="p">{copy.mostPopular}</Badge>
              ) : null}
              <Heading>{planCopy.name}</Heading>
              <p>{planCopy.description}</p>
              <p className="plan-price">
                <span>
                  <PlanPrice prices={plan.prices} />
                </span>
                <span>{copy.perMonth}</span>
              </p>
              <ul>
                {planCopy.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <p>
                <strong>{copy.bestForLabel}</strong> {planCopy.bestFor}
              </p>
              <ButtonLink href={contactHref} variant={plan.isPopular ? 'primary' : 'outline'}>
                {copy.choose(planCopy.name)}
              </ButtonLink>
            </Card>
          )
        })}
      </ul>
      <p>{copy.note}</p>
    </CurrencyProvider>
  )
}
