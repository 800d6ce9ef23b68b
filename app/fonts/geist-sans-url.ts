// Written by `npm run font:subset` (scripts/subset-font.mjs), with the @font-face of geist-sans.css.
/** The Geist subset's address, named by its content hash. */
export const GEIST_SANS_URL = '/fonts/geist-sans-768373a2.woff2'
