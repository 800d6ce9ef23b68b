'use client'

import { lazy, Suspense } from 'react'

// Imported lazily, so the page need not wait for them: both read the Web Vitals from buffered
// performance entries, so loading after hydration loses nothing. React.lazy rather than
// next/dynamic, whose own loader costs as much as it saves here. Off Vercel, where they are never
// rendered, next.config.mjs leaves this module out of the build (no-insights.tsx).
const Analytics = lazy(() => import('@vercel/analytics/next').then((m) => ({ default: m.Analytics })))
const SpeedInsights = lazy(() => import('@vercel/speed-insights/next').then((m) => ({ default: m.SpeedInsights })))

/** Vercel Analytics and Speed Insights, whose endpoints exist only on Vercel. */
export function VercelInsights() {
  return (
    <Suspense fallback={null}>
      <Analytics />
      <SpeedInsights />
    </Suspense>
  )
}
