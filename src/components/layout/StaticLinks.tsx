'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'

import { canPrefetch } from '../ui/SmartLink'
import { type PrintedMarkup, documentParts } from '@/lib/document-parts'

/** Parts this document printed in its HTML only, as hydration found them: a page kept in the router's cache
 * and shown again (back, forward) mounts them anew from the same flight data. */
const hydratedParts = new Map<string, string>()
const subscribeNothing = () => () => {}

/**
 * The markup to set: the props' own; in the document's HTML render, the part the server kept; while
 * hydrating, nothing (React leaves the server's markup in place and never compares it); afterwards, what
 * hydration found. `undefined`: a part this page never hydrated (the caller asks the server again).
 */
function useMarkup(markup: PrintedMarkup): string | undefined {
  const hydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  )
  // The part this instance hydrated as: what React set for it is '' and must stay so, or it would write
  // the markup again.
  const [hydratedAs] = useState('part' in markup && hydrating ? markup.part : null)
  if ('html' in markup) return markup.html
  if (typeof window === 'undefined') {
    const html = documentParts()?.get(markup.part)
    // The flight render and the HTML render share the request: a part missing here is a broken page.
    if (html === undefined) throw new Error(`static markup part ${markup.part} is not in this request`)
    return html
  }
  if (hydratedAs === markup.part) return ''
  return hydratedParts.get(markup.part)
}

/**
 * Markup printed once on the server (`staticMarkup`) whose own links still behave like `next/link`: a
 * plain click on a link to a page of this site navigates in the app, and each such link's page is
 * prefetched when the link scrolls into view and the connection allows. The markup itself is never
 * hydrated or drawn again. `className="contents"` leaves the children in the parent's flex or grid.
 */
export function StaticLinks({
  markup,
  className,
  prefetch = true,
}: {
  markup: PrintedMarkup
  className?: string
  /** false: no page is prefetched (a grid of 48 product cards would fetch 48 pages). */
  prefetch?: boolean
}) {
  const router = useRouter()
  const ref = useRef<HTMLDivElement>(null)
  const html = useMarkup(markup)
  const part = 'part' in markup ? markup.part : null

  useLayoutEffect(() => {
    if (part && ref.current && !hydratedParts.has(part)) hydratedParts.set(part, ref.current.innerHTML)
  }, [part])

  // A part of the first document that was not on screen when it hydrated: the server sends the page again,
  // with its markup in the flight data.
  useEffect(() => {
    if (html === undefined) router.refresh()
  }, [html, router])

  useEffect(() => {
    const root = ref.current
    if (!root) return
    // A link to a file of the site (/api/openapi.json, /sitemap.xml: a last segment with an extension) is
    // opened as a document, not as a page of the app.
    const ownLink = (a: HTMLAnchorElement | null) => {
      const href = a?.getAttribute('href')
      return a &&
        !a.target &&
        !a.hasAttribute('download') &&
        href?.startsWith('/') &&
        !href.startsWith('//') &&
        !/\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0]!)
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

  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html ?? '' }} />
}
