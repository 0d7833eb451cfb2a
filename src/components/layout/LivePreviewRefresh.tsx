'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * In a preview shown by the back-office's live preview (a frame beside the form): the page renders again from
 * the server each time the document is saved (autosave included), so it shows the latest draft as staff type.
 * Rendered only in a preview (PreviewBanner), so shoppers never load it.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  if (typeof window === 'undefined' || window.parent === window) return null
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={window.location.origin} />
}
