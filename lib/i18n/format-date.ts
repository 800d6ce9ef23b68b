import { INTL_LOCALES, type Lang } from './locales'

/** "March 5, 2026" / "5 mars 2026"; the raw value when it is not a date. */
export function formatDate(value: string, lang: Lang): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(INTL_LOCALES[lang], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    // Contentful dates carry no zone of their own meaning; UTC keeps build and browser in step.
    timeZone: 'UTC',
  }).format(date)
}
