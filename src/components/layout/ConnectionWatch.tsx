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
 * Tracks online/offline status and shows a notice while offline. (Failed page parts: lib/inline-scripts.ts.)
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
      className="fixed inset-x-0 top-0 z-[55] flex items-center justify-center gap-2 bg-ink px-4 py-2 text-sm text-white"
    >
      <WifiOffIcon className="size-5" /> You are offline. Pages you open may not load until the connection is
      back.
    </div>
  )
}
