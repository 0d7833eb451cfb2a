import { type CollectionAfterChangeHook, type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { claimMoves, claimStates, isClaimState } from '@/lib/claim-states'
import { claimStatusMail } from '../mail/messages'
import { queueMail } from '../mail/outbox'
import type { WarrantyClaim } from '@/payload-types'

/** A claim moves forward only (claim-states.ts): a finished claim is not reopened by a slip of the select. */
export const guardClaimMove: CollectionBeforeChangeHook<WarrantyClaim> = ({
  data,
  originalDoc,
  operation,
}) => {
  const from = originalDoc?.status
  const to = data.status
  if (operation !== 'update' || !to || !isClaimState(from) || to === from) return data
  if (!isClaimState(to) || !claimMoves[from].includes(to)) {
    const allowed = claimMoves[from].map((s) => claimStates[s].label)
    throw new ValidationError({
      errors: [
        {
          path: 'status',
          message: `Klaim "${claimStates[from].label}" ${allowed.length ? `hanya dapat diubah ke: ${allowed.join(', ')}` : 'sudah final dan tidak dapat diubah lagi'}.`,
        },
      ],
    })
  }
  return data
}

/**
 * When staff move a claim to another state, the owner is told by e-mail, with the note written in that same
 * save.
 */
export const mailClaimStatus: CollectionAfterChangeHook<WarrantyClaim> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !isClaimState(doc.status) || doc.status === previousDoc?.status) return doc
  const registration =
    typeof doc.registration === 'object'
      ? doc.registration
      : await req.payload.findByID({
          collection: 'warranty-registrations',
          id: doc.registration,
          depth: 0,
          overrideAccess: true,
          req,
        })
  await queueMail(
    req.payload,
    claimStatusMail(registration.email, {
      claim_no: doc.claim_no,
      product_name: registration.product_name,
      state: claimStates[doc.status].label,
      next: claimStates[doc.status].next,
      note: doc.status_note && doc.status_note !== previousDoc?.status_note ? doc.status_note : null,
    }),
    { req },
  )
  return doc
}
