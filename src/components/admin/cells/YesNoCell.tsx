'use client'

import type { DefaultCellComponentProps } from 'payload'

/** A checkbox in a back-office list, read as a word (Payload shows the raw `true` / `false`). */
export function YesNoCell({ cellData }: DefaultCellComponentProps) {
  return <span>{cellData === true ? 'Yes' : 'No'}</span>
}
