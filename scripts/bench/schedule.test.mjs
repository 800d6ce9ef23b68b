import { describe, expect, it } from 'vitest'
import { BARE_EVERY, countRuns, lighthouseSchedule, stepsSchedule } from './schedule.mjs'

const ids = (count) => Array.from({ length: count }, (_, index) => `p${index + 1}`)

describe('lighthouseSchedule', () => {
  it('measures each of 20 pages once a round, and the bare page 4 times a round', () => {
    const order = lighthouseSchedule(ids(20), 3, 'bare')
    expect(BARE_EVERY).toBe(5)
    expect(order).toHaveLength(3 * 20 + 12)
    const counts = countRuns(order)
    expect(counts.get('bare')).toBe(12)
    for (const id of ids(20)) expect(counts.get(id)).toBe(3)
  })

  it('starts every round with the bare page and has it again after every 5 pages', () => {
    const order = lighthouseSchedule(ids(20), 3, 'bare')
    const rounds = [order.slice(0, 24), order.slice(24, 48), order.slice(48)]
    for (const round of rounds) {
      expect(round).toHaveLength(24)
      expect(round.flatMap((id, index) => (id === 'bare' ? [index] : []))).toEqual([0, 6, 12, 18])
    }
  })

  it('goes through the pages in order in odd rounds, in reverse order in even ones', () => {
    const pages = ids(7)
    const order = lighthouseSchedule(pages, 3, 'bare')
    const reversed = [...pages].reverse()
    expect(order).toEqual([
      'bare', ...pages.slice(0, 5), 'bare', ...pages.slice(5),
      'bare', ...reversed.slice(0, 5), 'bare', ...reversed.slice(5),
      'bare', ...pages.slice(0, 5), 'bare', ...pages.slice(5),
    ])
  })

  it('measures the bare page once a round when there are 5 pages or fewer', () => {
    expect(lighthouseSchedule(['home-en', 'post-en', 'home-fr', 'post-fr'], 2, 'bare')).toEqual([
      'bare', 'home-en', 'post-en', 'home-fr', 'post-fr',
      'bare', 'post-fr', 'home-fr', 'post-en', 'home-en',
    ])
    expect(countRuns(lighthouseSchedule(ids(5), 3, 'bare')).get('bare')).toBe(3)
    expect(lighthouseSchedule([], 2, 'bare')).toEqual(['bare', 'bare'])
  })

  it('takes another spacing, and rejects a count that is not a positive integer', () => {
    expect(countRuns(lighthouseSchedule(ids(20), 1, 'bare', 10)).get('bare')).toBe(2)
    expect(() => lighthouseSchedule(ids(2), 0, 'bare')).toThrow(/runs/)
    expect(() => lighthouseSchedule(ids(2), 1, 'bare', 0)).toThrow(/every/)
  })

  it('leaves the page list it was given as it was', () => {
    const pages = ids(3)
    lighthouseSchedule(pages, 1, 'bare')
    expect(pages).toEqual(['p1', 'p2', 'p3'])
  })
})

describe('stepsSchedule', () => {
  const bare = { label: 'bare', path: '/' }

  it('measures every page on every step once a round, the bare page before each page', () => {
    const order = stepsSchedule(['before', 'after'], ['/en', '/fr'], 3, bare)
    expect(order).toHaveLength(3 * 2 * 3)
    for (const label of ['before', 'after']) for (const path of ['/en', '/fr']) {
      expect(order.filter((run) => run.label === label && run.path === path)).toHaveLength(3)
    }
    expect(order.filter((run) => run === bare)).toHaveLength(6)
    expect(order.filter((_, index) => index % 3 === 0).every((run) => run === bare)).toBe(true)
  })

  it('alternates which step goes first, from page to page and from round to round', () => {
    const firsts = stepsSchedule(['before', 'after'], ['/en', '/fr'], 2, bare)
      .filter((_, index) => index % 3 === 1)
      .map((run) => `${run.path} ${run.label}`)
    expect(firsts).toEqual(['/en before', '/fr after', '/en after', '/fr before'])
  })

  it('leaves the bare page out when there is none, and rejects a count that is not a positive integer', () => {
    expect(stepsSchedule(['a', 'b', 'c'], ['/en'], 1)).toEqual([
      { label: 'a', path: '/en' },
      { label: 'b', path: '/en' },
      { label: 'c', path: '/en' },
    ])
    expect(() => stepsSchedule(['a'], ['/en'], 0)).toThrow(/runs/)
  })
})
