'use client'

import { useSyncExternalStore } from 'react'

import { WifiOffIcon } from '../ui/icons'

const subscribe = (notify: () => void) => {
  window.addEventListener('online', notify)
  window.addEventListener('offline', notify)
  return () => {
    window.removeEventListener('online', notify)
    window.removeEventListener('offline', notify)
  }
}

/**
 * Tracks online/offline status (spec: "Online/offline status is tracked") and says so while offline: one
 * polite line in the page's flow, above the header, sticking to the top as the shopper scrolls (it covers
 * only what was already read). Pages already opened stay readable (the service worker, issue 42); a form
 * keeps what was typed and says it was not sent (components/api-client NOT_SENT_OFFLINE). (Failed page parts:
 * lib/inline-scripts.ts.)
 */
export function ConnectionWatch() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
  if (online) return null
  return (
    <div
      role="status"
      lang="id"
      data-connection-notice
      className="sticky top-0 z-[55] flex items-center justify-center gap-2 bg-ink px-4 py-1.5 text-sm text-white"
    >
      <WifiOffIcon className="size-4 shrink-0" aria-hidden="true" /> Anda sedang offline.
      {/* One line on a phone; the rest where there is room. */}
      <span className="hidden medium:inline">Halaman yang sudah dibuka tetap bisa dibaca.</span>
    </div>
  )
}
