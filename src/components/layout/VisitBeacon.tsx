'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { sendQuietly } from '@/components/api-client'

/**
 * The path this document loaded with, and whether it watches its Core Web Vitals: they belong to that page,
 * as in Chrome's own field data, whatever the shopper opens after it in the site.
 */
let landingPath: string | null = null
let watchingVitals = false

/**
 * Sends the landing page's Core Web Vitals (LCP, INP, CLS) as the browser measured them (docs/visits.md):
 * each once, when web-vitals reports its final value (LCP at the first input, INP and CLS as the page is
 * hidden), those reported together in one call. The library loads when the browser is idle; its observers
 * read what was buffered before.
 */
function watchVitals(path: string) {
  if (watchingVitals) return
  watchingVitals = true
  void import('web-vitals')
    .then(({ onCLS, onINP, onLCP }) => {
      const reported = new Set<string>()
      let pending: Record<string, number> | null = null
      const take = ({ name, value }: { name: string; value: number }) => {
        const key = name.toLowerCase()
        if (reported.has(key)) return
        reported.add(key)
        if (!pending) {
          pending = {}
          // Metrics reported in one turn (INP and CLS as the page is hidden) leave in one call.
          queueMicrotask(() => {
            sendQuietly('/api/site/log/vitals', { path, ...pending })
            pending = null
          })
        }
        pending[key] = value
      }
      onLCP(take)
      onINP(take)
      onCLS(take)
    })
    // Offline, or a new deployment removed the chunk: nothing to measure, nothing to say.
    .catch(() => undefined)
}

/**
 * Counts each page shown (spec §7 `/api/site/log/insert`): once per path the visitor lands on, when the
 * browser is idle, so it never competes with the page. A prerendered page counts only once it is shown;
 * prefetches run no effects, so they never count; error pages do not count. The server skips crawlers. The
 * page the visitor landed on also reports its Core Web Vitals (watchVitals).
 */
export function VisitBeacon() {
  const pathname = usePathname()
  const counted = useRef<string | null>(null)
  useEffect(() => {
    // Once per landing (React's strict mode runs effects twice in development).
    if (!pathname || counted.current === pathname) return
    counted.current = pathname
    landingPath ??= pathname
    const send = () => {
      // An error page (404, 500: ErrorView) is not a view of a page.
      if (document.querySelector('[data-error-view]')) return
      sendQuietly('/api/site/log/insert', { path: pathname })
      if (pathname === landingPath) watchVitals(pathname)
    }
    const whenIdle = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(send, { timeout: 3000 })
        : setTimeout(send, 1000)
    if ((document as Document & { prerendering?: boolean }).prerendering)
      document.addEventListener('prerenderingchange', whenIdle, { once: true })
    else whenIdle()
  }, [pathname])
  return null
}
