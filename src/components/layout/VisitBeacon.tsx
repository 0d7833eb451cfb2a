'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { sendQuietly } from '@/components/api-client'

/**
 * Counts each page shown (spec §7 `/api/site/log/insert`): once per path the visitor lands on, when the
 * browser is idle, so it never competes with the page. A prerendered page counts only once it is shown;
 * prefetches run no effects, so they never count; error pages do not count. The server skips crawlers.
 */
export function VisitBeacon() {
  const pathname = usePathname()
  const counted = useRef<string | null>(null)
  useEffect(() => {
    // Once per landing (React's strict mode runs effects twice in development).
    if (!pathname || counted.current === pathname) return
    counted.current = pathname
    const send = () => {
      // An error page (404, 500: ErrorView) is not a view of a page.
      if (!document.querySelector('[data-error-view]'))
        sendQuietly('/api/site/log/insert', { path: pathname })
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
