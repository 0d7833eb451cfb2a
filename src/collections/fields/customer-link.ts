import type { Field, PayloadRequest } from 'payload'

import { customerLinkMail } from '../../server/mail/messages'
import { queueMail } from '../../server/mail/outbox'
import { customerLinkKinds, signCustomerLink, type CustomerLinkKind } from '../../server/trust/customer-links'

/**
 * The "customer link" staff give a shopper for a return, receipt or voucher (trust model): shown
 * fresh on every read of the record in /admin, and sent to the customer's e-mail on request.
 * Neither is stored: both are virtual fields.
 */
export function customerLinkFields(
  kind: CustomerLinkKind,
  refField: string,
  customerEmail: (doc: Record<string, unknown>, req: PayloadRequest) => Promise<string | null | undefined>,
): Field[] {
  const days = customerLinkKinds[kind].days
  return [
    {
      name: 'customer_link',
      type: 'text',
      virtual: true,
      label: 'Customer link',
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: `Personal link for the customer, valid ${days} days from now. Copy it into a message, or tick the box below to e-mail it.`,
      },
      hooks: {
        afterRead: [
          async ({ siblingData, req }) => {
            const ref = siblingData?.[refField]
            return req.user && typeof ref === 'string' ? (await signCustomerLink(kind, ref)).url : undefined
          },
        ],
      },
    },
    {
      name: 'send_customer_link',
      type: 'checkbox',
      virtual: true,
      label: 'E-mail the customer link on save',
      admin: {
        position: 'sidebar',
        description: "Sends the link to the customer's e-mail address on record (see Outbox).",
      },
      hooks: {
        beforeChange: [
          async ({ value, siblingData, originalDoc, req }) => {
            const doc = { ...(originalDoc ?? {}), ...(siblingData ?? {}) }
            const ref = doc[refField]
            if (value !== true || !req.user || typeof ref !== 'string') return false
            const to = await customerEmail(doc, req)
            if (!to)
              throw new Error(
                'This customer has no e-mail address on record, so the link cannot be sent. Copy the link instead.',
              )
            const link = await signCustomerLink(kind, ref)
            await queueMail(customerLinkMail(to, kind, ref, link.url, link.expiresAt))
            return false
          },
        ],
      },
    },
  ]
}
