/**
 * Ports of the test run. E2E_PORT_BASE moves them all, so two checkouts can test at once.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100)

export const PORTS = {
  app: base,
  contentful: base + 1,
  smtp: base + 2,
}

export const APP_ORIGIN = `http://127.0.0.1:${PORTS.app}`
export const CONTENTFUL_ORIGIN = `http://127.0.0.1:${PORTS.contentful}`
export const REVALIDATE_SECRET = 'e2e-revalidate-secret'
export const PREVIEW_TOKEN = 'e2e-preview-token'
