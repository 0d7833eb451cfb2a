import type { CollectionAfterChangeHook } from 'payload'

import { claimStates, isClaimState } from './claim-states'
import { claimStatusMail } from '../mail/messages'
import { queueMail } from '../mail/outbox'
import type { WarrantyClaim } from '@/payload-types'

/** When staff move a claim to another state, the owner is told by e-mail, with the staff note. */
export const mailClaimStatus: CollectionAfterChangeHook<WarrantyClaim> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !isClaimState(doc.status) || doc.status === previousDoc?.status) return doc
  const registration = typeof doc.registration === 'object' ? doc.registration : await req.payload.findByID({ collection: 'warranty-registrations', id: doc.registration, depth: 0, overrideAccess: true, req })
  await queueMail(
    claimStatusMail(registration.email, { claim_no: doc.claim_no, product_name: registration.product_name, state: claimStates[doc.status].label, next: claimStates[doc.status].next, note: doc.status_note ?? null }),
    new Date(), req,
  )
  return doc
}
