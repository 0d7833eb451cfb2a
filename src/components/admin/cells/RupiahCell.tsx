'use client'

import type { DefaultCellComponentProps } from 'payload'

import { formatIDR } from '@/lib/format'

/** A price in a back-office list, as shoppers read it: Rp 3.169.000. */
export function RupiahCell({ cellData }: DefaultCellComponentProps) {
  return <span>{typeof cellData === 'number' ? formatIDR(cellData) : '—'}</span>
}
