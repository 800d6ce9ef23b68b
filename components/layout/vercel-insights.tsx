'use client'

import { lazy, Suspense } from 'react'

// Imported lazily: a static import puts their code in every page's bundle even where they are
// not rendered (off Vercel), and where they are, the page need not wait for them. Both read
// the Web Vitals from buffered performance entries, so loading after hydration loses nothing.
// React.lazy rather than next/dynamic, whose own loader costs as much as it saves here.
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
