import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'test-results*/**', 'playwright-report*/**', 'bench/tmp/**', 'next-env.d.ts'] },
]

export default config
