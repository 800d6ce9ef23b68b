import { describe, expect, it } from 'vitest'
import { formatBytes, formatTable, parsePostCounts } from './bench-blog-scale.mjs'

describe('parsePostCounts', () => {
  it('defaults to the fixtures, 1,000 and 5,000 posts', () => {
    expect(parsePostCounts([])).toEqual([14, 1000, 5000])
  })

  it('reads plain, underscored and k counts', () => {
    expect(parsePostCounts(['14', '1_000', '5k'])).toEqual([14, 1000, 5000])
  })

  it('refuses what is not a count, and fewer posts than the fixtures', () => {
    expect(() => parsePostCounts(['1,000'])).toThrow('not a post count')
    expect(() => parsePostCounts(['-5'])).toThrow('not a post count')
    expect(() => parsePostCounts(['10'])).toThrow('at least the 14 fixtures')
  })
})

describe('formatBytes', () => {
  it('gives KiB below a MiB and MiB from there', () => {
    expect(formatBytes(1536)).toBe('1.5 KiB')
    expect(formatBytes(1024 * 1024 - 1)).toBe('1024.0 KiB')
    expect(formatBytes(170 * 1024 * 1024)).toBe('170.0 MiB')
  })
})

describe('formatTable', () => {
  it('prints one Markdown row per archive size under a header', () => {
    const row = {
      posts: 5000,
      buildMs: 123_456,
      distBytes: 200 * 1024 * 1024,
      requests: '87',
      peak: { arrived: 12, served: 10 },
      pages: { '/en/blog': { raw: 221_184, gzip: 35_840 }, '/fr/blog': { raw: 223_232, gzip: 36_352 } },
    }
    const lines = formatTable([row]).split('\n')
    expect(lines).toHaveLength(3)
    expect(lines[0]).toBe('| posts | build | dist dir | Contentful requests (build) | peak req/s (arrived, served) | /en/blog raw (gzip) | /fr/blog raw (gzip) |')
    expect(lines[1]).toBe('| --- | --- | --- | --- | --- | --- | --- |')
    expect(lines[2]).toBe('| 5,000 | 123 s | 200.0 MiB | 87 | 12, 10 | 216.0 KiB (35.0 KiB) | 218.0 KiB (35.5 KiB) |')
  })
})
