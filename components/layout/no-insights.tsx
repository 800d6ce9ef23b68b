/**
 * What `@/components/layout/vercel-insights` resolves to in a build made outside Vercel
 * (next.config.mjs): nothing, and no client code.
 */
export function VercelInsights() {
  return null
}
