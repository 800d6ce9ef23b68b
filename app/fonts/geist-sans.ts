export const GEIST_SANS_URL = '/fonts/geist-sans-latin.woff2'
