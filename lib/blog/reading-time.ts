const WORDS_PER_MINUTE = 200
const WITHOUT_BODY = 5

/**
 * Reading time in minutes of a body's text: whitespace-separated words ÷ 200, rounded up, at
 * least 1; 5 without a body.
 */
export function readingTime(text: string | null | undefined): number {
  if (text == null) return WITHOUT_BODY
  const words = text.split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}
