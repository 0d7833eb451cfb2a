'use client'

import type { DefaultCellComponentProps } from 'payload'

import { formatDateTime } from '@/lib/format'

/**
 * A date in a back-office list, in the retailer's time: 12 Nov 2026, 10.00 WIB, whatever the browser's zone.
 */
export function JakartaDateCell({ cellData }: DefaultCellComponentProps) {
  return <span>{typeof cellData === 'string' && cellData ? formatDateTime(cellData) : '—'}</span>
}
