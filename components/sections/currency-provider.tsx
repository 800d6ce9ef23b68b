'use client'

import { createContext, useContext, useState, type ReactNode } from 'react'
import { DEFAULT_CURRENCY, type Currency } from '@/lib/pricing'

type CurrencyState = { currency: Currency; setCurrency: (c: Currency) => void }

const CurrencyContext = createContext<CurrencyState | null>(null)

/** Holds the chosen currency for the selector and the plan prices; the cards stay server-rendered. */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const [currency, setCurrency] = useState<Currency>(DEFAULT_CURRENCY)
  return <CurrencyContext value={{ currency, setCurrency }}>{children}</CurrencyContext>
}

export function useCurrency(): CurrencyState {
  const state = useContext(CurrencyContext)
  if (!state) throw new Error('useCurrency must be used inside <CurrencyProvider>')
  return state
}
