import { INTL_LOCALES, type Lang } from '@/lib/i18n/locales'
import { hasKey, table } from '@/lib/lookup'

/** The three monthly plans, in euros. Copy (names, features) lives in content/{lang}/pricing.ts. */
export const PLAN_IDS = ['starter', 'growth', 'premium'] as const
export type PlanId = (typeof PLAN_IDS)[number]

export const PLAN_PRICES_EUR = table<PlanId, number>({
  starter: 300,
  growth: 700,
  premium: 1500,
})

export const POPULAR_PLAN: PlanId = 'growth'

export const CURRENCIES = ['EUR', 'USD', 'GBP'] as const
export type Currency = (typeof CURRENCIES)[number]
export const DEFAULT_CURRENCY: Currency = 'EUR'

/** Units of each currency per euro. Prices are rounded to whole units after conversion. */
export const RATES_PER_EUR = table<Currency, number>({ EUR: 1, USD: 1.09, GBP: 0.85 })

export const CURRENCY_SYMBOLS = table<Currency, string>({ EUR: '€', USD: '$', GBP: '£' })

/** Whether a value (a form field, a stored choice) names one of our currencies. */
export function isCurrency(value: unknown): value is Currency {
  return hasKey(RATES_PER_EUR, value)
}

export function convertPrice(eur: number, currency: Currency): number {
  // Integer maths in cents first, so 700 × 1.09 gives 763 and not 763.0000000001 rounded oddly.
  return Math.round((eur * Math.round(RATES_PER_EUR[currency] * 100)) / 100)
}

/** "€300" in English, "300 €" in French; the narrow symbol keeps "$" rather than "US$". */
export function formatPrice(amount: number, currency: Currency, lang: Lang): string {
  return new Intl.NumberFormat(INTL_LOCALES[lang], {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(amount)
}

/** Every plan's price in every currency, formatted for a language: what the pricing cards show. */
export function planPrices(lang: Lang): Record<PlanId, Record<Currency, string>> {
  const entries = PLAN_IDS.map((id) => {
    const byCurrency = Object.fromEntries(
      CURRENCIES.map((c) => [c, formatPrice(convertPrice(PLAN_PRICES_EUR[id], c), c, lang)]),
    ) as Record<Currency, string>
    return [id, byCurrency] as const
  })
  return Object.fromEntries(entries) as Record<PlanId, Record<Currency, string>>
}

/** The plan cards' data in a language, in display order. */
export function getPricingPlans(lang: Lang) {
  const prices = planPrices(lang)
  return PLAN_IDS.map((id) => ({ id, isPopular: id === POPULAR_PLAN, prices: prices[id] }))
}
