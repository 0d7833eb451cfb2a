'use client'

import { useEffect } from 'react'

import { type ApiConfig, configureApiClient } from '@/components/api-client'
import { toast } from '@/lib/toast-store'

/** Gives the browser's API client its headers, and raises the shell's failure notices (spec §8). */
export function ClientSetup({ api, notices }: { api: ApiConfig; notices: string[] }) {
  configureApiClient(api)
  useEffect(() => {
    notices.forEach((message) => toast.error(message))
  }, [notices])
  useEffect(() => {
    // Marks the page interactive (tests and tools wait for it).
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
