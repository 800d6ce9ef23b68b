import localFont from 'next/font/local'

/**
 * Geist Sans, the `geist` package's variable font cut to the characters of both languages and
 * to the weights the site draws, 400 to 700 (`npm run font:subset`, scripts/subset-font.mjs):
 * 22 KiB instead of 68, every weight in one file, served and preloaded by the site itself, with
 * a size-adjusted fallback so the swap moves nothing. `weight` is the subset's WEIGHT_RANGE
 * (next/font reads it as a literal; scripts/subset-font.test.mjs checks they agree).
 */
export const geistSans = localFont({
  src: './geist-sans-latin.woff2',
  variable: '--font-geist-sans',
  weight: '400 700',
  display: 'swap',
})
