export const NBSP: string
/** Binds em dashes to the words of their incise (see french-typography.mjs). */
export function frenchDashes(text: string): string
/** Applies French typography to text typed with ordinary spaces and straight apostrophes. */
export function frenchTypography(text: string): string
/** The rules a French text breaks; an empty list when it is clean. */
export function typographyFaults(text: string): string[]
