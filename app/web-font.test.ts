import { describe, expect, it } from 'vitest'
import { GEIST_SANS_URL, GEIST_SANS_WEIGHT } from './fonts/geist-sans-url'
import { LOAD_GEIST } from './web-font'

/** Runs the inline script against a stand-in Font Loading API whose load settles when told. */
function runScript() {
  const added: FakeFontFace[] = []
  const loads: { resolve: () => void; reject: () => void }[] = []
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
  new Function('FontFace', 'document', LOAD_GEIST)(FakeFontFace, { fonts: { add: (face: FakeFontFace) => added.push(face) } })
  return { added, loads }
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

  it('declares the face only once its file is in', async () => {
    const { loads, added } = runScript()
    await settled()
    expect(added).toEqual([])
    loads[0]?.resolve()
    await settled()
    expect(added).toHaveLength(1)
  })

  it('leaves the fallback faces, and no error, when the file fails', async () => {
    const { loads, added } = runScript()
    loads[0]?.reject()
    await settled()
    expect(added).toEqual([])
  })
})
