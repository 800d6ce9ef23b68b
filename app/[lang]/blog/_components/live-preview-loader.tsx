'use client'

import { lazy, Suspense } from 'react'

// The SDK is a chunk of its own, fetched only when this renders (draft mode). React.lazy, not
// next/dynamic: this small module is listed as a script of every blog page, rendered or not
// (a layout's client components are), and next/dynamic's runtime would add 1.8 KiB gzip to
// each (measured); lazy is part of React, already loaded.
const LivePreview = lazy(() => import('./live-preview').then((m) => ({ default: m.LivePreview })))

/** Loads Contentful's Live Preview SDK (draft mode only). */
export function LivePreviewLoader({ locale }: { locale: string }) {
  return (
    <Suspense fallback={null}>
      <LivePreview locale={locale} />
    </Suspense>
  )
}
