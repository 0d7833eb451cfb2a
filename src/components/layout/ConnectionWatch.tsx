'use client'

import { useEffect, useSyncExternalStore } from 'react'

import { WifiOffIcon } from '../ui/icons'
import { CHUNK_RELOAD_KEY } from '@/lib/storage-keys'

/** Spec §9: at most one automatic reload per 60 s when a page part fails to load. */
export const RELOAD_GUARD_MS = 60_000

const subscribe = (notify: () => void) => {
  window.addEventListener('online', notify)
  window.addEventListener('offline', notify)
  return () => {
    window.removeEventListener('online', notify)
    window.removeEventListener('offline', notify)
  }
}

/** Reloads once when a script or style chunk fails, unless it already did in the last minute. */
function reloadOnce() {
  try {
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) || 0)
    if (Date.now() - last < RELOAD_GUARD_MS) return
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()))
  } catch {
    // Without storage there is no guard; do not risk a reload loop.
    return
  }
  window.location.reload()
}

const isChunkFailure = (reason: unknown) => /ChunkLoadError|Loading (CSS )?chunk|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(String((reason as Error)?.name ?? '') + String((reason as Error)?.message ?? reason))

/** Tracks online/offline (with a notice when offline) and recovers from failed page parts. */
export function ConnectionWatch() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true)
  useEffect(() => {
    const onError = (event: Event) => {
      const target = event.target as HTMLElement | null
      const isPart = target && (target.tagName === 'SCRIPT' || (target.tagName === 'LINK' && (target as HTMLLinkElement).rel === 'stylesheet'))
      if (isPart && /\/_next\//.test((target as HTMLScriptElement).src || (target as HTMLLinkElement).href || '')) reloadOnce()
    }
    const onRejection = (event: PromiseRejectionEvent) => isChunkFailure(event.reason) && reloadOnce()
    window.addEventListener('error', onError, true)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError, true)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  if (online) return null
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-[55] flex items-center justify-center gap-2 bg-ink px-4 py-2 text-sm text-white">
      <WifiOffIcon className="size-5" /> You are offline. Pages you open may not load until the connection is back.
    </div>
  )
}
