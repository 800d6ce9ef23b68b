// Written by scripts/subset-font.mjs (npm run font:subset): do not edit. The URL of the Geist
// subset in public/, named by its content hash; app/fonts/geist-sans.css names the same file.
export const GEIST_SANS_URL = '/fonts/geist-sans-768373a2.woff2'
