'use client'

import { CURRENCIES, CURRENCY_SYMBOLS } from '@/lib/pricing'
import { useCurrency } from './currency-provider'

/**
 * A radio group named "Currency": native radios, styled as a segmented control. Each radio is
 * transparent and covers its label, so a click or tap lands on the radio itself; the checked
 * one's label is filled.
 */
export function CurrencySelector({ label }: { label: string }) {
  const { currency, setCurrency } = useCurrency()
  return (
    <fieldset className="flex flex-col items-center gap-2">
      <legend className="mb-2 text-center text-sm font-medium text-muted-foreground">{label}</legend>
      <div className="inline-flex rounded-full border border-border bg-muted p-1">
        {CURRENCIES.map((c) => (
          <label key={c} className="currency-option">
            <input type="radio" name="currency" value={c} checked={c === currency} onChange={() => setCurrency(c)} />
            {CURRENCY_SYMBOLS[c]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
