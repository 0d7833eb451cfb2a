import { z } from 'zod'

import { type CallData, defineCall } from '../contract/call'
import type { Outcome } from '../contract/outcome'
import { refundDecisionMail } from '../mail/messages'
import { queueMail } from '../mail/outbox'
import { getPayloadClient } from '../payload'
import { findOne } from '../data/find'
import { linkTokenField, recordFromLinkOrStaff, tokenOrNumber } from '../trust/access'
import type { Return, SalesReceipt, Store } from '@/payload-types'
import { formatDate } from '@/lib/format'
import { populated } from '../data/relation'
import { isUniqueViolation } from '../data/unique'
import { crashPoint } from '../crash-point'
import { ensureChangeEvent } from '../webhooks/ensure'

const returnNo = z
  .string({ message: 'Nomor retur wajib diisi' })
  .trim()
  .min(4, 'Nomor retur wajib diisi')
  .max(40)
  .transform((v) => v.toUpperCase())

/** A return is named by the customer link's token; its number alone is for staff. */
export const returnDetailBody = z
  .object({ token: linkTokenField.optional(), return_no: returnNo.optional() })
  .refine((v) => v.token || v.return_no, tokenOrNumber('return_no'))
export const returnApprovalBody = z
  .object({
    token: linkTokenField.optional(),
    return_no: returnNo.optional(),
    decision: z.enum(['approved', 'rejected'], { message: 'decision must be approved or rejected' }),
    note: z.string().trim().max(500, 'Catatan maksimal 500 karakter').optional(),
  })
  .refine((v) => v.token || v.return_no, tokenOrNumber('return_no'))

export const returnDetailCall = defineCall({
  method: 'POST',
  path: '/apirefund/GetDetailReturn',
  tag: 'Refunds',
  body: returnDetailBody,
  write: true,
  summary:
    "A return awaiting the customer's approval: receipt, items, amount and refund method. Named by the customer link's token (return_no alone needs a staff session); the link stops working once decided.",
  output: z
    .strictObject({
      return_no: z.string(),
      status: z.enum(['pending', 'approved', 'rejected']),
      customer_name: z.string(),
      reason: z.string(),
      amount: z.number().describe('Whole rupiah'),
      refund_method: z.string(),
      items: z.array(
        z.strictObject({ sku: z.string(), name: z.string(), qty: z.number().int(), price: z.number() }),
      ),
      receipt: z
        .strictObject({ receipt_no: z.string(), purchased_at: z.string(), store: z.string().nullable() })
        .nullable(),
      created_at: z.string(),
    })
    .meta({ id: 'ReturnDetail' }),
  refuses: true,
})
export const returnApprovalCall = defineCall({
  method: 'POST',
  path: '/apirefund/GetResponseApproval',
  tag: 'Refunds',
  body: returnApprovalBody,
  write: true,
  summary:
    'The customer approves or rejects a return through its customer link, once; a second answer is refused and the decision is e-mailed.',
  output: z.strictObject({
    return_no: z.string(),
    status: z.enum(['approved', 'rejected']),
    decided_at: z.string(),
  }),
  refuses: true,
})

type Access = { token?: string; return_no?: string }

function toReturnView(r: Return): CallData<typeof returnDetailCall> {
  const receipt = populated<SalesReceipt>(r.receipt)
  const store = populated<Store>(receipt?.store)
  return {
    return_no: r.return_no,
    status: r.status,
    customer_name: r.customer_name,
    reason: r.reason,
    amount: r.amount,
    refund_method: r.refund_method,
    items: (r.items ?? []).map((i) => ({ sku: i.sku, name: i.name, qty: i.qty, price: i.price })),
    receipt: receipt
      ? { receipt_no: receipt.receipt_no, purchased_at: receipt.purchased_at, store: store?.name ?? null }
      : null,
    created_at: r.createdAt,
  }
}

async function findReturn(no: string) {
  return findOne('returns', { return_no: { equals: no } }, { depth: 2 })
}

async function decidedOn(r: Return): Promise<string> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'refund-approvals',
    where: { return: { equals: r.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ? ` pada ${formatDate(docs[0].createdAt)}` : ''
}

const decidedMessage = async (r: Return) =>
  `Keputusan untuk retur ini sudah tercatat (${r.status === 'approved' ? 'disetujui' : 'ditolak'}${await decidedOn(r)}). Tautan ini tidak berlaku lagi; hubungi layanan pelanggan bila ada pertanyaan.`

async function returnFor(input: Access, isStaff: () => Promise<boolean>) {
  const access = await recordFromLinkOrStaff(
    'refund',
    { token: input.token, number: input.return_no },
    isStaff,
  )
  if (!access.ok) return access
  const r = await findReturn(access.ref)
  // A valid link to a return that no longer exists reads like any dead link.
  if (!r)
    return {
      ok: false as const,
      message: access.byLink
        ? 'Tautan ini tidak valid. Hubungi layanan pelanggan Rumah Loka.'
        : 'Nomor retur tidak ditemukan.',
    }
  return { ok: true as const, r, byLink: access.byLink }
}

export async function getReturnDetail(
  input: z.infer<typeof returnDetailBody>,
  isStaff: () => Promise<boolean>,
): Promise<Outcome<CallData<typeof returnDetailCall>>> {
  const found = await returnFor(input, isStaff)
  if (!found.ok) return found
  if (found.byLink && found.r.status !== 'pending')
    return { ok: false, message: await decidedMessage(found.r) }
  return { ok: true, message: 'Success', data: toReturnView(found.r) }
}

export async function answerReturn(
  input: z.infer<typeof returnApprovalBody>,
  isStaff: () => Promise<boolean>,
  now = new Date(),
): Promise<Outcome<CallData<typeof returnApprovalCall>>> {
  const found = await returnFor(input, isStaff)
  if (!found.ok) return found
  const { r } = found
  if (r.status !== 'pending') return { ok: false, message: await decidedMessage(r) }
  const payload = await getPayloadClient()
  let decision = input.decision
  try {
    // refund-approvals holds one row per return (unique), so two answers at once cannot both land.
    await payload.create({
      collection: 'refund-approvals',
      overrideAccess: true,
      data: { return: r.id, return_no: r.return_no, decision, note: input.note || null },
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    // A decision is recorded but the return still waits: a crash cut the first answer off after its first
    // step, and this one finishes it with the decision recorded then.
    const recorded = await findOne('refund-approvals', { return: { equals: r.id } })
    if (!recorded) return { ok: false, message: 'Retur ini sudah diproses sebelumnya.' }
    decision = recorded.decision
    await ensureChangeEvent('refund-approvals', recorded)
  }
  crashPoint('refund.after-approval')
  // The e-mail before the return's status, which is the decision's last step: a return still pending is one
  // a repeat may finish, and its e-mail is queued once.
  const email = populated<SalesReceipt>(r.receipt)?.customer_email ?? null
  if (email)
    await queueMail(
      payload,
      refundDecisionMail(email, {
        return_no: r.return_no,
        decision,
        amount: r.amount,
        refund_method: r.refund_method,
      }),
      { now, once: `refund-decided:${r.return_no}` },
    )
  crashPoint('refund.before-status')
  await payload.update({
    collection: 'returns',
    id: r.id,
    data: { status: decision },
    overrideAccess: true,
  })
  return {
    ok: true,
    message:
      decision === 'approved'
        ? 'Terima kasih, pengembalian dana akan diproses dalam 3–14 hari kerja.'
        : 'Penolakan Anda sudah kami catat. Tim kami akan menghubungi Anda.',
    data: { return_no: r.return_no, status: decision, decided_at: now.toISOString() },
  }
}
