import { describe, expect, it } from 'vitest'
import { describeRequest, LEFT_OUT, lcpOfSimulation } from './lcp-graph.mjs'

const request = (resourceType, priority, path, transferSize = 2048) => ({ resourceType, priority, url: `http://localhost:3500${path}`, transferSize })
const network = (...args) => ({ type: 'network', request: request(...args) })
const cpu = { type: 'cpu' }

describe('lcpOfSimulation', () => {
  it('ends with the last node, leaving out low-priority images as Lantern does', () => {
    const timings = new Map([
      [network('Document', 'VeryHigh', '/en'), { endTime: 600 }],
      [cpu, { endTime: 820 }],
      [network('Script', 'Low', '/_next/static/chunks/a.js'), { endTime: 1900 }],
      [network('Image', 'Low', '/card.avif'), { endTime: 2500 }],
    ])
    expect(lcpOfSimulation(timings)).toBe(1900)
    timings.set(network('Image', 'High', '/hero.avif'), { endTime: 2100 })
    expect(lcpOfSimulation(timings)).toBe(2100)
  })
})

describe('LEFT_OUT', () => {
  it('leaves out scripts, the font, or both, and never the rest', () => {
    const script = network('Script', 'Low', '/a.js')
    const font = network('Font', 'High', '/geist.woff2')
    const css = network('Stylesheet', 'VeryHigh', '/a.css')
    const pick = (name) => [script, font, css, cpu].filter(LEFT_OUT[name])
    expect(pick('none')).toEqual([])
    expect(pick('scripts')).toEqual([script])
    expect(pick('font')).toEqual([font])
    expect(pick('scripts and font')).toEqual([script, font])
  })
})

describe('describeRequest', () => {
  it('names a request by type, priority, file and size', () => {
    expect(describeRequest(request('Font', 'High', '/_next/static/media/geist.woff2', 22_835))).toBe('Font High geist.woff2 22.3 KiB')
    expect(describeRequest(request('Document', 'VeryHigh', '/'))).toBe('Document VeryHigh / 2.0 KiB')
  })
})
