import { type CollectionBeforeChangeHook, type PayloadRequest, ValidationError, type Where } from 'payload'

import { holds } from '../../server/integration/batch'

/*
 * Records a customer has acted on stay as the customer saw them: a claimed voucher, a decided return, a
 * receipt line a warranty is registered on. Checked in the write itself (inside its transaction), so the
 * rule holds for staff edits and for an integration batch that read the record before the customer acted.
 * The integration upserts check the same earlier, to answer with a row's reason without writing.
 */

const refuse = (path: string, message: string): never => {
  throw new ValidationError({ errors: [{ path, message }] })
}
const idOf = (value: unknown) =>
  typeof value === 'object' && value ? (value as { id: number }).id : (value as number | null | undefined)
/** The first of `fields` that `data` sets to something other than what `original` holds. */
const changedField = (original: Record<string, unknown>, data: Record<string, unknown>, fields: string[]) =>
  fields.find((f) => f in data && !holds({ value: original[f] }, { value: data[f] }))
const count = async (req: PayloadRequest, collection: 'voucher-claims' | 'refund-approvals', where: Where) =>
  (await req.payload.count({ collection, where, req, overrideAccess: true })).totalDocs

/**
 * A claimed voucher keeps its code, value and validity, and stays claimed. Its address may be cleared (a
 * data-subject erasure, the retention job) but not changed to another.
 */
export const keepClaimedVoucher: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const claimed =
    originalDoc.status === 'claimed' ||
    (await count(req, 'voucher-claims', { voucher: { equals: originalDoc.id } })) > 0
  if (!claimed) return data
  const kept = ['code', 'value', 'min_purchase', 'valid_from', 'valid_until']
  const readdressed = data.issued_to_email && data.issued_to_email !== originalDoc.issued_to_email
  if (changedField(originalDoc, data, kept) || readdressed || ('status' in data && data.status !== 'claimed'))
    refuse('code', 'this voucher was claimed; it cannot be changed')
  return data
}

/** A return its customer decided keeps what they decided on (its name may be anonymised). */
export const keepDecidedReturn: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  if ((await count(req, 'refund-approvals', { return: { equals: originalDoc.id } })) === 0) return data
  const receiptMoved = 'receipt' in data && idOf(data.receipt) !== idOf(originalDoc.receipt)
  if (receiptMoved || changedField(originalDoc, data, ['reason', 'amount', 'refund_method', 'items']))
    refuse('return_no', 'the customer has decided this return; it cannot be changed')
  return data
}

/**
 * A receipt keeps its number and every line a warranty is registered on: the same serial, of the same
 * product.
 */
export const keepRegisteredSerials: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const registrations = await req.payload.find({
    collection: 'warranty-registrations',
    where: { receipt_no: { equals: originalDoc.receipt_no } },
    select: { serial_no: true, product: true },
    limit: 0,
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  if (registrations.docs.length === 0) return data
  if ('receipt_no' in data && data.receipt_no !== originalDoc.receipt_no)
    refuse('receipt_no', 'a warranty is registered on this receipt, so its number cannot change')
  if (!Array.isArray(data.items)) return data
  const items = data.items as { serial_no?: string | null; product?: unknown }[]
  for (const { serial_no: serial, product } of registrations.docs) {
    const line = items.find((i) => i.serial_no === serial)
    if (!line)
      refuse('items', `serial ${serial} has a warranty registered on this receipt, so it cannot be removed`)
    if (product && idOf(line!.product) !== idOf(product))
      refuse(
        'items',
        `serial ${serial} has a warranty registered on its product, so it cannot move to another`,
      )
  }
  return data
}
