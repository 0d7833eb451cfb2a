import type { CollectionAfterChangeHook } from 'payload'

import { eventFacts } from './views'
import { eventRegistrationCancelledMail } from '../mail/messages'
import { queueMail } from '../mail/outbox'
import { relationId } from '../data/relation'

/** When staff cancel a registration its seats return (seat counts skip it) and the registrant is told. */
export const mailRegistrationCancelled: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || previousDoc?.status !== 'registered' || doc.status !== 'cancelled') return doc
  const eventId = relationId(doc.event)
  const event = await req.payload.findByID({
    collection: 'events',
    id: eventId,
    depth: 1,
    overrideAccess: true,
    req,
  })
  await queueMail(
    req.payload,
    eventRegistrationCancelledMail(doc.email, doc.name, eventFacts(event), doc.registration_code),
    { req },
  )
  return doc
}
