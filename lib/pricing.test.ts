import { describe, expect, it } from 'vitest'
import { convertPrice, formatPrice, planPrices, PLAN_PRICES_EUR } from './pricing'

describe('convertPrice', () => {
  it('keeps euro prices as they are', () => {
    expect([300, 700, 1500].map((p) => convertPrice(p, 'EUR'))).toEqual([300, 700, 1500])
  })
  it('converts to dollars at 1.09 and rounds to whole dollars', () => {
    expect([300, 700, 1500].map((p) => convertPrice(p, 'USD'))).toEqual([327, 763, 1635])
  })
  it('converts to pounds at 0.85 and rounds to whole pounds', () => {
    expect([300, 700, 1500].map((p) => convertPrice(p, 'GBP'))).toEqual([255, 595, 1275])
  })
  it('rounds half up on amounts that do not convert exactly', () => {
    expect(convertPrice(1, 'USD')).toBe(1)
    expect(convertPrice(50, 'USD')).toBe(55)
    expect(convertPrice(10, 'GBP')).toBe(9)
  })
})

describe('formatPrice', () => {
  it('puts the symbol first in English and last in French', () => {
    expect(formatPrice(1635, 'USD', 'en')).toBe('$1,635')
    expect(formatPrice(300, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('300 €')
    expect(formatPrice(1275, 'GBP', 'fr').replace(/\s/g, ' ')).toBe('1 275 £')
  })
})

describe('planPrices', () => {
  it('gives every plan a price in every currency', () => {
    const prices = planPrices('en')
    expect(Object.keys(prices)).toEqual(Object.keys(PLAN_PRICES_EUR))
    expect(prices.growth).toEqual({ EUR: '€700', USD: '$763', GBP: '£595' })
  })
})
