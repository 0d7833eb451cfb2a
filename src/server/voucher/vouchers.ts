import { z } from 'zod'

import { defineCall } from '../contract/call'
import { getPayloadClient } from '../payload'
import type { Outcome } from '../contract/outcome'

export const voucherBody = z.object({
  voucher_code: z.string({ message: 'Kode voucher wajib diisi' }).trim().min(4, 'Kode voucher wajib diisi').max(40, 'Kode voucher terlalu panjang').transform((v) => v.toUpperCase().replace(/\s+/g, '')),
  action: z.enum(['check', 'claim'], { message: 'action must be check or claim' }).default('claim'),
})

export const voucherCall = defineCall({
  method: 'POST', path: '/apivoucher/api/voucherValidation', tag: 'Vouchers', body: voucherBody, write: true,
  summary: 'Checks a voucher code (action=check) or claims it (action=claim, the default); a code is claimed once.',
  answer: '{ code, title, description, value, min_purchase, valid_until, status, claimed_at }',
})

export async function validateVoucher(input: z.infer<typeof voucherBody>, channel = 'website', now = new Date()): Promise<Outcome<Record<string, unknown>>> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'vouchers', where: { code: { equals: input.voucher_code } }, limit: 1, depth: 0, overrideAccess: true })
  const voucher = docs[0]
  if (!voucher) return { ok: false, message: 'Kode voucher tidak ditemukan.' }
  const view = { code: voucher.code, title: voucher.title, description: voucher.description ?? null, value: voucher.value, min_purchase: voucher.min_purchase ?? 0, valid_from: voucher.valid_from, valid_until: voucher.valid_until }
  if (voucher.status === 'void') return { ok: false, message: 'Voucher ini sudah tidak berlaku.' }
  if (voucher.status === 'claimed') return { ok: false, message: 'Voucher ini sudah diklaim.' }
  if (new Date(voucher.valid_from) > now) return { ok: false, message: 'Voucher ini belum bisa digunakan.' }
  if (new Date(voucher.valid_until) < now) return { ok: false, message: 'Voucher ini sudah kedaluwarsa.' }
  if (input.action === 'check') return { ok: true, message: 'Voucher dapat diklaim.', data: { ...view, status: 'active', claimed_at: null } }
  try {
    // The unique code on voucher-claims makes a second claim of the same code fail here.
    const claim = await payload.create({ collection: 'voucher-claims', data: { voucher: voucher.id, code: voucher.code, channel }, overrideAccess: true })
    await payload.update({ collection: 'vouchers', id: voucher.id, data: { status: 'claimed' }, overrideAccess: true })
    return { ok: true, message: 'Voucher berhasil diklaim. Tunjukkan kode ini di kasir.', data: { ...view, status: 'claimed', claimed_at: claim.createdAt } }
  } catch {
    return { ok: false, message: 'Voucher ini sudah diklaim.' }
  }
}
