import { describe, expect, it } from 'vitest'
import { cardAvatar, cardImage } from './card-image'

const picture = { url: '/blog-assets/images.ctfassets.net/space/id/token/hero.jpg', width: 1600, height: 900, alt: 'Three gauges' }
const optimized = (width: number) => `/_next/image?url=${encodeURIComponent(picture.url)}&w=${width}&q=75`

function candidates(srcSet: string): { url: string; descriptor: string }[] {
  return srcSet.split(', ').map((entry) => {
    const [url, descriptor] = entry.split(' ')
    return { url: url ?? '', descriptor: descriptor ?? '' }
  })
}

describe('cardImage', () => {
  it("gives the optimizer's srcset for the grid, down to a third of a laptop's width", () => {
    const image = cardImage(picture)
    const widths = candidates(image.srcSet).map(({ url, descriptor }) => {
      const width = Number(descriptor.replace(/w$/, ''))
      expect(url).toBe(optimized(width))
      return width
    })
    expect(widths.length).toBeGreaterThan(2)
    expect(widths).toEqual([...widths].sort((a, b) => a - b))
    // A grid card on a laptop is a third of 1280 px: some candidate must be near that, not a phone's full width.
    expect(widths[0]).toBeLessThanOrEqual(640 * 0.33 * 2)
    expect(image.src).toBe(optimized(widths.at(-1) ?? 0))
    expect(image.alt).toBe('Three gauges')
  })

  it('gives the portrait at 1x and 2x, decorative', () => {
    const avatar = cardAvatar(picture)
    const [one, two] = candidates(avatar.srcSet)
    expect([one?.descriptor, two?.descriptor]).toEqual(['1x', '2x'])
    expect(avatar.src).toBe(two?.url)
    expect(avatar.alt).toBe('')
  })
})
