'use client'

import { useEffect } from 'react'
import { useRouter } from 'next/navigation'
import { startLivePreview } from '@/lib/contentful/live-preview'

/**
 * Draft mode's link to Contentful's editor. Pages are rendered on the server from our own
 * reshaped types, so the SDK's "edit" updates (raw entries patched in the browser) have nothing to
 * patch: each save renders the page again on the server from the Preview API instead, and the
 * pane follows within a second or two, with the same markup visitors get.
 */
export function LivePreview({ locale }: { locale: string }) {
  const router = useRouter()
  useEffect(() => startLivePreview(locale, () => router.refresh()), [locale, router])
  return null
}
