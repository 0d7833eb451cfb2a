import type { ReactNode } from 'react'

import { StaticLinks } from './StaticLinks'
import { printedOnce } from '@/lib/document-parts'
import { staticMarkup, staticMarkupOnce } from '@/lib/static-markup'

/**
 * Children that never change in the browser, printed once as static markup (`staticMarkup`), in a document's
 * HTML only (`printedOnce`), and left in their parent's flex or grid (`display: contents`, unless `className`
 * says otherwise); their links navigate in the app (`StaticLinks`). Only plain elements and plain function
 * components: a client component inside throws. With `madeFrom`, the markup is written once per cached answer
 * (`staticMarkupOnce`), not once per request.
 */
export function StaticPart({
  children,
  prefetch = true,
  className = 'contents',
  madeFrom,
}: {
  children: ReactNode
  /** false: no linked page is prefetched as it scrolls into view (product grids, long lists). */
  prefetch?: boolean
  className?: string
  /**
   * The frozen cached answer the children are made from, and the part's name with every other input they
   * read (`staticMarkupOnce`).
   */
  madeFrom?: { source: object; part: string }
}) {
  const html = madeFrom ? staticMarkupOnce(madeFrom.source, madeFrom.part, children) : staticMarkup(children)
  return <StaticLinks className={className} prefetch={prefetch} markup={printedOnce(html)} />
}
