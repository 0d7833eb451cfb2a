import type { CollectionAfterDeleteHook } from 'payload'
import { relationId } from '../../server/data/relation'

/**
 * Erasing an agreement erases what else holds it (UU PDP): its signature image, and the e-mailed copy kept in
 * the Outbox, whose PDF carries the text, the person's details and the signature.
 */
export const eraseSignature: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const id = relationId(doc.signature)
  if (id) await req.payload.delete({ collection: 'private-uploads', id, req, overrideAccess: true })
  const agreementNo = `PDP-${String(doc.id).padStart(6, '0')}`
  await req.payload.delete({
    collection: 'outbox',
    req,
    overrideAccess: true,
    where: {
      and: [
        { kind: { equals: 'pdp-agreement' } },
        { to: { equals: doc.email } },
        { subject: { contains: agreementNo } },
      ],
    },
  })
}
