import { describe, expect, it } from 'vitest'
import { readingTime } from './reading-time'

const words = (n: number, separator = ' ') => Array(n).fill('w').join(separator)

describe('readingTime', () => {
  it('is 5 minutes without a body', () => {
    expect(readingTime(null)).toBe(5)
  })
  it('is at least 1 minute', () => {
    expect(readingTime('')).toBe(1)
    expect(readingTime('one two')).toBe(1)
  })
  it('divides words by 200 and rounds up, whatever the white space', () => {
    expect(readingTime(words(200))).toBe(1)
    expect(readingTime(`${words(200)} extra`)).toBe(2)
    expect(readingTime(words(401, '  \n '))).toBe(3)
  })
})
