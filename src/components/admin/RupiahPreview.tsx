'use client'

import { useFormFields } from '@payloadcms/ui'

import { formatIDR } from '@/lib/format'

/** Under a price input: the amount as shoppers will read it, while staff type it (3169000 → Rp 3.169.000). */
export function RupiahPreview({ path }: { path: string }) {
  const value = useFormFields(([fields]) => fields[path]?.value)
  if (typeof value !== 'number') return null
  return (
    <p style={{ margin: '4px 0 0', color: 'var(--theme-elevation-650)' }} aria-live="polite">
      {formatIDR(value)}
    </p>
  )
}
