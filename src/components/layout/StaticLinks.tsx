'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { canPrefetch } from '../ui/SmartLink'

/**
 * Markup printed once on the server (`staticMarkup`) whose own links still behave like `next/link`: a
 * plain click on a link to a page of this site navigates in the app, and each such link's page is
 * prefetched when the link scrolls into view and the connection allows. The markup itself is never
 * hydrated or drawn again. `className="contents"` leaves the children in the parent's flex or grid.
 */
export function StaticLinks({
  html,
  className,
  prefetch = true,
}: {
  html: string
  className?: string
  /** false: no page is prefetched (a grid of 48 product cards would fetch 48 pages). */
  prefetch?: boolean
}) {
  const router = useRouter()
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const root = ref.current
    if (!root) return
    const ownLink = (a: HTMLAnchorElement | null) => {
      const href = a?.getAttribute('href')
      return a && !a.target && !a.hasAttribute('download') && href?.startsWith('/') && !href.startsWith('//')
        ? href
        : null
    }
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const href = ownLink((event.target as Element | null)?.closest?.('a') ?? null)
      if (!href) return
      event.preventDefault()
      router.push(href)
    }
    // Each link is watched itself: a `display: contents` root has no box to intersect.
    const seen = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        seen.unobserve(entry.target)
        const href = ownLink(entry.target as HTMLAnchorElement)
        if (href && canPrefetch()) router.prefetch(href)
      }
    })
    if (prefetch) root.querySelectorAll('a').forEach((a) => ownLink(a) && seen.observe(a))
    root.addEventListener('click', onClick)
    return () => {
      root.removeEventListener('click', onClick)
      seen.disconnect()
    }
  }, [router, html, prefetch])

  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
