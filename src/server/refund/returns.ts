import { z } from 'zod'

import { defineCall } from '../contract/call'
import { getPayloadClient } from '../payload'
import type { Return, SalesReceipt, Store } from '@/payload-types'
import type { Outcome } from '../contract/outcome'

const returnNo = z.string({ message: 'Nomor retur wajib diisi' }).trim().min(4, 'Nomor retur wajib diisi').max(40).transform((v) => v.toUpperCase())

export const returnDetailBody = z.object({ return_no: returnNo })
export const returnApprovalBody = z.object({
  return_no: returnNo,
  decision: z.enum(['approved', 'rejected'], { message: 'decision must be approved or rejected' }),
  note: z.string().trim().max(500, 'Catatan maksimal 500 karakter').optional(),
})

export const returnDetailCall = defineCall({
  method: 'POST', path: '/apirefund/GetDetailReturn', tag: 'Refunds', body: returnDetailBody,
  summary: 'A return awaiting the customer\'s approval: receipt, items, amount and refund method.', answer: 'ReturnDetail',
})
export const returnApprovalCall = defineCall({
  method: 'POST', path: '/apirefund/GetResponseApproval', tag: 'Refunds', body: returnApprovalBody, write: true,
  summary: 'The customer approves or rejects a return, once; a second answer is refused.', answer: '{ return_no, status, decided_at }',
})

function toReturnView(r: Return) {
  const receipt = typeof r.receipt === 'object' ? (r.receipt as SalesReceipt) : null
  const store = receipt && typeof receipt.store === 'object' ? (receipt.store as Store) : null
  return {
    return_no: r.return_no, status: r.status, customer_name: r.customer_name, reason: r.reason, amount: r.amount, refund_method: r.refund_method,
    items: (r.items ?? []).map((i) => ({ sku: i.sku, name: i.name, qty: i.qty, price: i.price })),
    receipt: receipt ? { receipt_no: receipt.receipt_no, purchased_at: receipt.purchased_at, store: store?.name ?? null } : null,
    created_at: r.createdAt,
  }
}

async function findReturn(no: string) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'returns', where: { return_no: { equals: no } }, limit: 1, depth: 2, overrideAccess: true })
  return docs[0] ?? null
}

export async function getReturnDetail(input: z.infer<typeof returnDetailBody>): Promise<Outcome<ReturnType<typeof toReturnView>>> {
  const r = await findReturn(input.return_no)
  return r ? { ok: true, message: 'Success', data: toReturnView(r) } : { ok: false, message: 'Nomor retur tidak ditemukan.' }
}

export async function answerReturn(input: z.infer<typeof returnApprovalBody>, now = new Date()): Promise<Outcome<Record<string, unknown>>> {
  const r = await findReturn(input.return_no)
  if (!r) return { ok: false, message: 'Nomor retur tidak ditemukan.' }
  if (r.status !== 'pending') return { ok: false, message: `Retur ini sudah ${r.status === 'approved' ? 'disetujui' : 'ditolak'} sebelumnya.` }
  const payload = await getPayloadClient()
  try {
    // refund-approvals holds one row per return (unique), so two answers at once cannot both land.
    await payload.create({ collection: 'refund-approvals', overrideAccess: true, data: { return: r.id, return_no: r.return_no, decision: input.decision, note: input.note || null } })
  } catch {
    return { ok: false, message: 'Retur ini sudah diproses sebelumnya.' }
  }
  await payload.update({ collection: 'returns', id: r.id, data: { status: input.decision }, overrideAccess: true })
  return {
    ok: true,
    message: input.decision === 'approved' ? 'Terima kasih, pengembalian dana akan diproses dalam 3–14 hari kerja.' : 'Penolakan Anda sudah kami catat. Tim kami akan menghubungi Anda.',
    data: { return_no: r.return_no, status: input.decision, decided_at: now.toISOString() },
  }
}
