import { inPreview } from '@/server/preview/context'

import { LivePreviewRefresh } from './LivePreviewRefresh'

/**
 * Marks a page opened through a preview link (src/server/preview): what it shows includes drafts shoppers do
 * not see yet. In the flow of the page, above the header, so it covers nothing and takes no focus.
 */
export function PreviewBanner() {
  if (!inPreview()) return null
  return (
    <div
      role="status"
      lang="id"
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-ink"
    >
      <LivePreviewRefresh />
      <span>Pratinjau: halaman ini menampilkan draf yang belum terbit untuk pengunjung.</span>
      {/* A route handler that clears the cookie: a full navigation, not a client one (works without
          JavaScript). */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/api/preview/exit" className="underline underline-offset-2">
        Keluar dari pratinjau
      </a>
    </div>
  )
}
