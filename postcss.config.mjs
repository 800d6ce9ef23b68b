import { fileURLToPath } from 'node:url'

const config = {
  plugins: {
    '@tailwindcss/postcss': {},
    // After Tailwind: drops its variables and @property rules nothing reads (the file says why).
    // An absolute path: Next resolves plugin names from its build's own folder, not from here.
    [fileURLToPath(new URL('./scripts/postcss/drop-unused-tw-properties.mjs', import.meta.url))]: {},
  },
}

export default config
