import type { Field, FieldAccess, PayloadRequest } from 'payload'

import { isAdminUser } from '../access'
import { customerLinkMail } from '../../server/mail/messages'
import { queueMail } from '../../server/mail/outbox'
import { customerLinkKinds, signCustomerLink, type CustomerLinkKind } from '../../server/trust/customer-links'

type Doc = Record<string, unknown>

/**
 * A customer link lets whoever holds it act as the customer (see their receipt, decide their return, claim
 * their voucher): only administrators give them out. The personal-data officer reads the records, not links.
 */
const administrators: FieldAccess = ({ req }) => isAdminUser(req.user)

/**
 * The "customer link" staff give a shopper for a return, receipt or voucher (trust model): shown
 * fresh on every read of the record in /admin, and sent to the customer's e-mail on request.
 * Neither is stored: both are virtual fields. `ref` is what the link names (never a secret such as a
 * voucher code: a link's token is signed, not encrypted), `label` what the e-mail's subject names.
 */
export function customerLinkFields(
  kind: CustomerLinkKind,
  link: {
    ref: (doc: Doc) => string | undefined
    label: (doc: Doc) => string
    customerEmail: (doc: Doc, req: PayloadRequest) => Promise<string | null | undefined>
  },
): Field[] {
  const days = customerLinkKinds[kind].days
  return [
    {
      name: 'customer_link',
      type: 'text',
      virtual: true,
      label: 'Customer link',
      access: { read: administrators, create: () => false, update: () => false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: `Personal link for the customer, valid ${days} days from now. Copy it into a message, or tick the box below to e-mail it.`,
      },
      hooks: {
        afterRead: [
          async ({ data, req }) => {
            const ref = data ? link.ref(data) : undefined
            return isAdminUser(req.user) && ref ? (await signCustomerLink(kind, ref)).url : undefined
          },
        ],
      },
    },
    {
      name: 'send_customer_link',
      type: 'checkbox',
      virtual: true,
      label: 'E-mail the customer link on save',
      access: { read: administrators, create: administrators, update: administrators },
      admin: {
        position: 'sidebar',
        description: "Sends the link to the customer's e-mail address on record (see Outbox).",
      },
      hooks: {
        beforeChange: [
          async ({ value, data, originalDoc, req }) => {
            const doc = { ...(originalDoc ?? {}), ...(data ?? {}) }
            const ref = link.ref(doc)
            if (value !== true || !isAdminUser(req.user) || !ref) return false
            const to = await link.customerEmail(doc, req)
            if (!to)
              throw new Error(
                'This customer has no e-mail address on record, so the link cannot be sent. Copy the link instead.',
              )
            const signed = await signCustomerLink(kind, ref)
            await queueMail(
              req.payload,
              customerLinkMail(to, kind, link.label(doc), signed.url, signed.expiresAt),
            )
            return false
          },
        ],
      },
    },
  ]
}
