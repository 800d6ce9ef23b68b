/**
 * The official checks of French company identifiers, so the ones in lib/site.ts (placeholders
 * an operator replaces) cannot carry a typo into the legal notice.
 */

const digitsOf = (value: string) => value.replace(/[\s.]/g, '')

/** A SIREN is 9 digits whose Luhn sum is a multiple of 10 (INSEE). */
export function isValidSiren(value: string): boolean {
  const digits = digitsOf(value)
  if (!/^\d{9}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < 9; i++) {
    // From the right, every second digit is doubled (the 8th, 6th… of the nine).
    let d = Number(digits[8 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

/** The two-digit key of a French VAT number: (12 + 3 × (SIREN mod 97)) mod 97. */
export function frenchVatKey(siren: string): number {
  return (12 + 3 * (Number(digitsOf(siren)) % 97)) % 97
}

/** Whether `vat` reads FR + the key of `siren` + `siren`, spaces aside. */
export function isFrenchVatOf(vat: string, siren: string): boolean {
  const match = /^FR(\d{2})(\d{9})$/.exec(vat.replace(/\s/g, ''))
  if (!match || !isValidSiren(siren)) return false
  return match[2] === digitsOf(siren) && Number(match[1]) === frenchVatKey(siren)
}
