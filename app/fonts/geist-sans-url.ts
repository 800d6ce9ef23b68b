// Written by `npm run font:subset` (scripts/subset-font.mjs).
/** The Geist subset's address, named by its content hash. */
export const GEIST_SANS_URL = '/fonts/geist-sans-768373a2.woff2'

/** The weights the subset draws (scripts/subset-font.mjs's WEIGHT_RANGE), as a face declares them. */
export const GEIST_SANS_WEIGHT = '400 700'
