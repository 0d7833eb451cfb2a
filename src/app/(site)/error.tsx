'use client'

import { useEffect } from 'react'

import { ErrorView } from '@/components/layout/ErrorView'

/** The generic error view inside the site's shell. */
export default function SiteError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  useEffect(() => console.error(error), [error])
  return (
    <ErrorView>
      <button type="button" onClick={reset} className="mt-4 text-sm font-semibold text-brand-700 underline">
        Try again
      </button>
    </ErrorView>
  )
}
