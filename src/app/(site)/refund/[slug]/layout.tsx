import type { ReactNode } from 'react'

import { LinkNotice } from '@/components/customer-links/LinkNotice'
import { refundPageState } from '@/components/customer-links/page-states'

/** A dead link is explained here, around the page's 404 (its not-found view is empty): the status says it, the page tells why. */
export default async function RefundLinkLayout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  const state = await refundPageState((await params).slug)
  return (
    <>
      {state.kind === 'dead' && <LinkNotice state={state} />}
      {children}
    </>
  )
}
