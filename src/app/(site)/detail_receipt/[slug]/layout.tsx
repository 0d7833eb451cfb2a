import type { ReactNode } from 'react'

import { LinkNotice } from '@/components/customer-links/LinkNotice'
import { receiptPageState } from '@/components/customer-links/page-states'

/** A dead link is explained here, around the page's 404 (its not-found view is empty): the status says it, the page tells why. */
export default async function ReceiptLinkLayout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  const state = await receiptPageState((await params).slug)
  return (
    <>
      {state.kind === 'dead' && <LinkNotice state={state} />}
      {children}
    </>
  )
}
