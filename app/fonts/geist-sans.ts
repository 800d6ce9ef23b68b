import localFont from 'next/font/local'

/**
 * Geist Sans, the `geist` package's variable font cut to the characters of both languages
 * (`npm run font:subset`, scripts/subset-font.mjs): 30 KiB instead of 68, every weight in one
 * file, served and preloaded by the site itself, with a size-adjusted fallback so the swap moves
 * nothing.
 */
export const geistSans = localFont({
  src: './geist-sans-latin.woff2',
  variable: '--font-geist-sans',
  weight: '100 900',
  display: 'swap',
})
