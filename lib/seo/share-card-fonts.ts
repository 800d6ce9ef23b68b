import 'server-only'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Geist from the `geist` npm package, the site's own font, for the share cards. Read from disk at
 * build time (the cards are pre-rendered): no font is fetched from the network. Satori reads TTF,
 * not the WOFF2 that next/font serves to browsers.
 */
const FONT_DIR = join(process.cwd(), 'node_modules', 'geist', 'dist', 'fonts', 'geist-sans')
const WEIGHTS = { 400: 'Geist-Regular.ttf', 600: 'Geist-SemiBold.ttf', 700: 'Geist-Bold.ttf' } as const

type Font = { name: string; data: ArrayBuffer; weight: 400 | 600 | 700; style: 'normal' }

let fonts: Promise<Font[]> | undefined

export function loadShareCardFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    Object.entries(WEIGHTS).map(async ([weight, file]) => {
      const buffer = await readFile(join(FONT_DIR, file))
      const data = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer
      return { name: 'Geist', data, weight: Number(weight) as Font['weight'], style: 'normal' as const }
    }),
  )
  return fonts
}
