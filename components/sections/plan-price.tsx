'use client'

import type { Currency } from '@/lib/pricing'
import { useCurrency } from './currency-provider'

/** The one price that changes with the currency; every amount is formatted on the server. */
export function PlanPrice({ prices }: { prices: Record<Currency, string> }) {
  const { currency } = useCurrency()
  return <span data-testid="plan-price">{prices[currency]}</span>
}
