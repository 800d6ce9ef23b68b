'use client'

import { CURRENCIES, CURRENCY_SYMBOLS } from '@/lib/pricing'
import { useCurrency } from './currency-provider'

/**
 * A radio group named "Currency": native radios, styled as a segmented control (`.segmented` in
 * sections.css, which fills the checked one's label).
 */
export function CurrencySelector({ label }: { label: string }) {
  const { currency, setCurrency } = useCurrency()
  return (
    <fieldset className="flex flex-col items-center gap-2">
      <legend className="mb-2 text-center text-sm font-medium text-muted-foreground">{label}</legend>
      <div className="segmented">
        {CURRENCIES.map((c) => (
          <label key={c}>
            <input type="radio" name="currency" value={c} checked={c === currency} onChange={() => setCurrency(c)} />
            {CURRENCY_SYMBOLS[c]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
