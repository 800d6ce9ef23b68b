import { describe, expect, it } from 'vitest'
import { GEIST_SANS_URL, GEIST_SANS_WEIGHT } from './fonts/geist-sans-url'
import { LOAD_GEIST } from './web-font'

type NavigateListener = (event: { navigationType: string }) => void

/**
 * Runs the inline script against stand-ins: a Font Loading API whose load settles when told, a
 * document whose header is parsed when told, animation frames run when told, and the Navigation
 * API (absent when told).
 */
function runScript({ navigationApi = true, headerParsed = false } = {}) {
  const added: FakeFontFace[] = []
  const loads: { resolve: () => void; reject: () => void }[] = []
  const listeners: NavigateListener[] = []
  let frameCallbacks: (() => void)[] = []
  const page = { header: headerParsed }
  class FakeFontFace {
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: FontFaceDescriptors,
    ) {}
    load() {
      return new Promise<this>((resolve, reject) => loads.push({ resolve: () => resolve(this), reject: () => reject(new Error('offline')) }))
    }
  }
  const document = {
    fonts: { add: (face: FakeFontFace) => added.includes(face) || added.push(face) },
    querySelector: (selector: string) => (selector === 'header' && page.header ? {} : null),
  }
  const navigation = {
    addEventListener: (type: string, listener: NavigateListener) => {
      if (type === 'navigate') listeners.push(listener)
    },
  }
  new Function('FontFace', 'document', 'requestAnimationFrame', 'window', LOAD_GEIST)(
    FakeFontFace,
    document,
    (callback: () => void) => frameCallbacks.push(callback),
    navigationApi ? { navigation } : {},
  )
  /** A frame: the callbacks asked for before it run, as a browser runs them before it lays out. */
  const frame = () => {
    const due = frameCallbacks
    frameCallbacks = []
    due.forEach((callback) => callback())
  }
  const navigate = (navigationType: string) => listeners.forEach((listener) => listener({ navigationType }))
  return { added, loads, page, frame, navigate }
}

const settled = () => new Promise((resolve) => setTimeout(resolve))

describe("the script that declares Geist's face (app/web-font.tsx)", () => {
  it('asks for the subset the preload names, at the weights it draws', async () => {
    const { loads, added } = runScript()
    expect(loads).toHaveLength(1)
    loads[0]?.resolve()
    await settled()
    expect(added.map(({ family, source, descriptors }) => [family, source, descriptors.weight])).toEqual([
      ['Geist', `url(${GEIST_SANS_URL}) format("woff2")`, GEIST_SANS_WEIGHT],
    ])
  })

  it('declares the face only once its file is in, when no frame has drawn the text yet', async () => {
    const { loads, added, frame } = runScript()
    // Frames before the header was parsed drew no text.
    frame()
    frame()
    await settled()
    expect(added).toEqual([])
    loads[0]?.resolve()
    await settled()
    expect(added).toHaveLength(1)
  })

  it('counts a frame, not the header parsed: text parsed but not yet drawn still takes the face', async () => {
    const { loads, added } = runScript({ headerParsed: true })
    loads[0]?.resolve()
    await settled()
    expect(added).toHaveLength(1)
  })

  it('keeps a file that comes after a frame drew the text for the next page, pushed or gone back to', async () => {
    for (const navigationType of ['push', 'traverse']) {
      const { loads, added, page, frame, navigate } = runScript()
      frame()
      page.header = true
      frame()
      loads[0]?.resolve()
      await settled()
      expect(added, 'before any navigation').toEqual([])
      // Next's router replaces the entry at hydration: the page on screen stays as it is.
      navigate('replace')
      expect(added, 'after a replace').toEqual([])
      navigate(navigationType)
      expect(added, `after a ${navigationType}`).toHaveLength(1)
    }
  })

  it('leaves a late file for the next full load where the Navigation API is missing', async () => {
    const { loads, added, page, frame } = runScript({ navigationApi: false })
    page.header = true
    frame()
    loads[0]?.resolve()
    await settled()
    expect(added).toEqual([])
  })

  it('leaves the fallback faces, and no error, when the file fails', async () => {
    const { loads, added } = runScript()
    loads[0]?.reject()
    await settled()
    expect(added).toEqual([])
  })
})
