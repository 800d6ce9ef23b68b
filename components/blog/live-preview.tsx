'use client'

import { useEffect } from 'react'
import { useRouter } from 'next/navigation'
import { ContentfulLivePreview } from '@contentful/live-preview'
import { ContentfulLivePreviewProvider } from '@contentful/live-preview/react'

/**
 * Contentful's Live Preview SDK, with inspector mode, in the page's Contentful locale: in the
 * pane beside the entry editor, hovering a tagged part names its field and a click opens it.
 * Outside Contentful's frame the SDK stays idle.
 *
 * Live updates: pages are rendered on the server from our own reshaped types, so the SDK's
 * "edit" updates (raw entries patched in the browser) have nothing to patch. Instead, each time
 * the editor saves (Contentful autosaves while the editor types), the page is rendered again on
 * the server from the Preview API: the pane follows within a second or two, the same markup
 * visitors get.
 */
export function LivePreview({ locale }: { locale: string }) {
  return (
    <ContentfulLivePreviewProvider locale={locale} enableInspectorMode enableLiveUpdates>
      <RefreshOnSave />
    </ContentfulLivePreviewProvider>
  )
}

function RefreshOnSave() {
  const router = useRouter()
  // The SDK only reports saves of entries tagged on this page.
  useEffect(() => ContentfulLivePreview.subscribe('save', { callback: () => router.refresh() }), [router])
  return null
}
