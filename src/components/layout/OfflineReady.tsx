'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

import {
  cachePrefix,
  isPublicImage,
  isShellAsset,
  KEEP_MESSAGE,
  keepHeader,
  mayKeepPage,
} from '@/service-worker/rules'

/** Runs `task` once the page has loaded and the browser is idle: nothing of the first load waits for it. */
function whenIdle(task: () => void, afterLoadMs = 0) {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 2000)
  const later = () => setTimeout(idle, afterLoadMs)
  if (document.readyState === 'complete') later()
  else window.addEventListener('load', later, { once: true })
}

/**
 * How long after the load the worker is registered: a first visit's own late work (hydration, images
 * below the fold, the home popup at 1.2 s) goes first, and the worker's downloads (the page again, its
 * parts) do not compete with it on a slow connection. Measured by `npm run bench -- --service-worker`.
 */
const REGISTER_AFTER_LOAD_MS = 4000

/** Asks the worker to keep `href` (when it may be kept) and `parts` (scripts, styles, images it loaded). */
function keep(worker: ServiceWorker, href: string, parts: string[] = []) {
  const url = new URL(href)
  const page = mayKeepPage(url, location.origin) ? [[url.href, { headers: keepHeader }]] : []
  const urlsToCache = [...page, ...parts]
  if (urlsToCache.length) worker.postMessage({ type: KEEP_MESSAGE, payload: { urlsToCache } })
}

/** Unregisters the worker and deletes what it kept (the site's caches only). */
function removeWorker() {
  navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
    .then(() => caches.keys())
    .then((names) => Promise.all(names.filter((n) => n.startsWith(cachePrefix)).map((n) => caches.delete(n))))
    .catch(() => undefined)
}

/** The same-origin parts this page loaded before the worker could see them. */
const loadedParts = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && (isShellAsset(url) || isPublicImage(url)))
    .map((url) => url.href)

/**
 * Registers the service worker (src/service-worker/worker.ts) once the page is interactive and idle, and
 * tells it which page the shopper reads: the first page (which loaded before the worker) with its parts, and
 * every page reached by the app's own navigation (the worker sees only its data, not the page). Written
 * against the browser's API rather than @serwist/window, whose update prompts this site does not use: a new
 * release takes over by itself. `enabled` false (SERVICE_WORKER=off) is the kill switch: nothing registers,
 * and a worker registered before is removed with its caches.
 */
export function OfflineReady({ enabled }: { enabled: boolean }) {
  const address = `${usePathname()}?${useSearchParams().toString()}`
  const first = useRef(true)

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
    if (!enabled) {
      whenIdle(removeWorker)
      return
    }
    const servedByWorker = Boolean(navigator.serviceWorker.controller)
    whenIdle(() => {
      navigator.serviceWorker
        .register('/sw.js', { scope: '/', updateViaCache: 'none' })
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => {
          // A page the worker served is already kept; one loaded before it is asked for again, with its
          // parts.
          if (registration.active && !servedByWorker)
            keep(registration.active, window.location.href, loadedParts())
        })
        .catch(() => undefined)
    }, REGISTER_AFTER_LOAD_MS)
  }, [enabled])

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const worker = enabled && 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null
    if (worker) whenIdle(() => keep(worker, window.location.href))
  }, [address, enabled])

  return null
}
