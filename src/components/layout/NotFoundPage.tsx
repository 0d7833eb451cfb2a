import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { ErrorView } from './ErrorView'
import { setPageStatus } from '@/server/page-status'

/**
 * What a page answers for something that is not there: `view` (by default the spec's 404 view) inside the
 * site's layout, with status 404. Next.js's notFound() sends a 404 whose HTML is empty until the scripts run
 * (vercel/next.js#98954, #62228: the not-found view exists only in the flight data), so a shopper without
 * JavaScript saw a blank page; this renders the view as the page itself. Outside scripts/serve.mjs
 * (`next dev`, where notFound() renders into the HTML) it falls back to notFound().
 */
export function notFoundPage(view?: ReactNode): ReactNode {
  if (!setPageStatus(404)) notFound()
  return view ?? <NotFoundView />
}

export const NotFoundView = () => <ErrorView code={404} message="This page could not be found" />
