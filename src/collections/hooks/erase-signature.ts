import type { CollectionAfterDeleteHook } from 'payload'

/** Erasing an agreement erases its signature image too (UU PDP: nothing of it stays behind). */
export const eraseSignature: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const id = typeof doc.signature === 'object' && doc.signature ? doc.signature.id : doc.signature
  if (id) await req.payload.delete({ collection: 'private-uploads', id, req, overrideAccess: true })
}
