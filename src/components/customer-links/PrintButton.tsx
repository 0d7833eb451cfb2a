'use client'

import { Button } from '@/components/ui/Button'

/** Opens the browser's print dialog (print or save as PDF); print CSS keeps only the receipt. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button onClick={() => window.print()} className="print:hidden">
      {label}
    </Button>
  )
}
