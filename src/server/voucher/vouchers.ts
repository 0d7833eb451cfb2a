import { z } from 'zod'

import { type CallData, defineCall } from '../contract/call'
import type { Outcome } from '../contract/outcome'
import { customerLinkMail, voucherClaimedMail } from '../mail/messages'
import { mailedRecently, queueMail } from '../mail/outbox'
import { getPayloadClient } from '../payload'
import { findOne } from '../data/find'
import { relationId } from '../data/relation'
import { isUniqueViolation } from '../data/unique'
import { crashPoint } from '../crash-point'
import { ensureChangeEvent } from '../webhooks/ensure'
import { countFailure, waitingFor } from '../security/rate-limit'
import { signCustomerLink } from '../trust/customer-links'
import { voucherByLinkRef, voucherLinkRef } from './link-ref'
import { linkTokenField, recordFromLinkOrStaff, tokenOrNumber, verificationTokenField } from '../trust/access'
import { maskEmail } from '../trust/mask'
import {
  challengeSchema,
  needsVerificationMessage,
  readVerificationProof,
  startVerification,
} from '../trust/verification'
import type { Voucher } from '@/payload-types'

export const voucherBody = z
  .object({
    token: linkTokenField.optional(),
    voucher_code: z
      .string()
      .trim()
      .min(4, 'Kode voucher wajib diisi')
      .max(40, 'Kode voucher terlalu panjang')
      .transform((v) => v.toUpperCase().replace(/[\s-]+/g, ''))
      .optional(),
    action: z
      .enum(['check', 'send_code', 'claim'], { message: 'action must be check, send_code or claim' })
      .default('check'),
    verification_token: verificationTokenField.optional(),
  })
  .refine((v) => v.token || v.voucher_code, tokenOrNumber('voucher_code'))

export const voucherCall = defineCall({
  method: 'POST',
  path: '/apivoucher/api/voucherValidation',
  tag: 'Vouchers',
  body: voucherBody,
  write: true,
  summary:
    "A voucher named by its customer link's token (voucher_code alone needs a staff session). action=check (default) shows it; send_code e-mails a code to the address it was issued to; claim needs that address's verification_token and claims it once. Failed guesses are throttled per client.",
  output: z.union([
    z
      .strictObject({
        code: z
          .string()
          .nullable()
          .describe(
            'The code to show at the till: only once claimed (and to staff, who named it); null for a check by link',
          ),
        title: z.string(),
        description: z.string().nullable(),
        value: z.number().describe('Whole rupiah'),
        min_purchase: z.number(),
        valid_from: z.string(),
        valid_until: z.string(),
        issued_to: z.string().nullable().describe('The address it was issued to, masked'),
        status: z.enum(['active', 'claimed']),
        claimed_at: z.string().nullable(),
      })
      .meta({ id: 'Voucher' }),
    challengeSchema,
  ]),
  refuses: true,
})

/** `code` only when the person has proven the address (the claim) or staff named it themselves. */
function view(v: Voucher, showCode: boolean) {
  return {
    code: showCode ? v.code : null,
    title: v.title,
    description: v.description ?? null,
    value: v.value,
    min_purchase: v.min_purchase ?? 0,
    valid_from: v.valid_from,
    valid_until: v.valid_until,
    issued_to: v.issued_to_email ? maskEmail(v.issued_to_email) : null,
  }
}

function unusable(v: Voucher, now: Date): string | null {
  if (v.status === 'void') return 'Voucher ini sudah tidak berlaku.'
  if (v.status === 'claimed') return 'Voucher ini sudah diklaim.'
  if (new Date(v.valid_from) > now) return 'Voucher ini belum bisa digunakan.'
  if (new Date(v.valid_until) < now) return 'Voucher ini sudah kedaluwarsa.'
  return null
}

const tooManyFailures = (seconds: number) => ({
  ok: false as const,
  message: `Terlalu banyak percobaan yang gagal. Coba lagi dalam ${Math.ceil(seconds / 60)} menit.`,
})

/**
 * Failed guesses (bad links, unknown codes) of one client, shared by the call and the bare-code page (see
 * security/rate-limit.ts `voucherGuess`); `miss` counts one and answers with its message.
 */
async function guesses(client: string) {
  const wait = await waitingFor('voucherGuess', client)
  return {
    throttled: wait > 0 ? tooManyFailures(wait) : null,
    miss: async (message: string) => {
      await countFailure('voucherGuess', client)
      return { ok: false as const, message }
    },
  }
}

/**
 * Attempts on one existing code from anywhere (`voucherCode`): many addresses sharing the work of guessing a
 * code's e-mail proof, or asking its link again and again, stop at the code's own budget.
 */
async function codeAttempts(code: string) {
  const wait = await waitingFor('voucherCode', code)
  return {
    throttled: wait > 0 ? tooManyFailures(wait) : null,
    count: () => countFailure('voucherCode', code),
  }
}

export async function validateVoucher(
  input: z.infer<typeof voucherBody>,
  who: { client: string; isStaff: () => Promise<boolean> },
  channel = 'website',
  now = new Date(),
): Promise<Outcome<CallData<typeof voucherCall>>> {
  const { throttled, miss } = await guesses(who.client)
  if (throttled) return throttled
  const access = await recordFromLinkOrStaff(
    'voucher',
    { token: input.token, number: input.voucher_code },
    who.isStaff,
    now,
  )
  if (!access.ok) return miss(access.message)
  const payload = await getPayloadClient()
  const voucher = await findOne(
    'vouchers',
    access.byLink ? voucherByLinkRef(access.ref) : { code: { equals: access.ref } },
  )
  if (!voucher)
    return miss(
      access.byLink
        ? 'Tautan ini tidak valid. Hubungi layanan pelanggan Rumah Loka.'
        : 'Kode voucher tidak ditemukan.',
    )
  const problem = unusable(voucher, now)
  if (problem) return { ok: false, message: problem }
  if (input.action === 'check')
    return {
      ok: true,
      message: 'Voucher dapat diklaim.',
      data: { ...view(voucher, !access.byLink), status: 'active', claimed_at: null },
    }
  if (!voucher.issued_to_email)
    return {
      ok: false,
      message: 'Voucher ini belum terhubung ke alamat email. Hubungi layanan pelanggan untuk mengklaimnya.',
    }
  if (input.action === 'send_code') {
    // The code's record names the voucher by id: a proof's claims are signed, not encrypted.
    const sent = await startVerification(voucher.issued_to_email, 'voucher', voucherLinkRef(voucher.id), {
      now,
    })
    return sent.ok
      ? { ok: true, message: `Kode verifikasi sudah dikirim ke ${sent.data.sent_to}.`, data: sent.data }
      : sent
  }
  const attempts = await codeAttempts(voucher.code)
  if (attempts.throttled) return attempts.throttled
  const proven = await readVerificationProof(input.verification_token, 'voucher', now)
  if (!proven || proven.ref !== voucherLinkRef(voucher.id) || proven.email !== voucher.issued_to_email) {
    await attempts.count()
    return { ok: false, message: needsVerificationMessage }
  }
  let claimedAt: string
  try {
    // The unique code on voucher-claims makes a second claim of the same code fail here.
    const claim = await payload.create({
      collection: 'voucher-claims',
      data: { voucher: voucher.id, code: voucher.code, channel },
      overrideAccess: true,
    })
    claimedAt = claim.createdAt
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    // Claimed, and yet the voucher still reads active: a crash cut that claim off after its first step. Its
    // owner (the proof says so) finishes it by asking again.
    const claim = await findOne('voucher-claims', { code: { equals: voucher.code } })
    if (!claim || relationId(claim.voucher) !== voucher.id)
      return { ok: false, message: 'Voucher ini sudah diklaim.' }
    claimedAt = claim.createdAt
    await ensureChangeEvent('voucher-claims', claim)
  }
  crashPoint('voucher.after-claim')
  // The e-mail before the voucher's status, the claim's last step: an active voucher with a claim is one a
  // repeat finishes, and its e-mail is queued once.
  await queueMail(
    payload,
    voucherClaimedMail(voucher.issued_to_email, {
      code: voucher.code,
      title: voucher.title,
      value: voucher.value,
      min_purchase: voucher.min_purchase ?? 0,
      valid_until: voucher.valid_until,
    }),
    { now, once: `voucher-claimed:${voucher.code}` },
  )
  await payload.update({
    collection: 'vouchers',
    id: voucher.id,
    data: { status: 'claimed' },
    overrideAccess: true,
  })
  return {
    ok: true,
    message: 'Voucher berhasil diklaim. Tunjukkan kode ini di kasir; kodenya juga kami kirim ke email Anda.',
    data: { ...view(voucher, true), status: 'claimed', claimed_at: claimedAt },
  }
}

export const bareCodeRefusal =
  'Kode ini tidak dapat diklaim lewat halaman ini. Periksa kembali kodenya; bila sudah benar, buka tautan voucher dari email Anda atau hubungi layanan pelanggan.'

/** A voucher code as a shopper types it: spaces and dashes dropped, upper case. */
export const voucherCodeField = z
  .string({ message: 'Kode voucher wajib diisi' })
  .trim()
  .min(4, 'Kode voucher wajib diisi')
  .max(40, 'Kode voucher terlalu panjang')
  .transform((v) => v.toUpperCase().replace(/[\s-]+/g, ''))

/**
 * The bare-code page (/voucher-claim): a typed code shows nothing of its voucher. A code that can be claimed
 * gets its customer link e-mailed to the address it was issued to (at most once in 15 minutes), and the
 * answer names only that masked address; every other code (unknown, used, expired, void, not yet valid,
 * issued to no e-mail) gets one and the same refusal and counts as a failed guess, under the call's own
 * limit.
 */
export async function sendVoucherLinkForCode(
  code: string,
  client: string,
  now = new Date(),
): Promise<Outcome<{ sent_to: string }>> {
  const { throttled, miss } = await guesses(client)
  if (throttled) return throttled
  const voucher = await findOne('vouchers', { code: { equals: code } })
  if (!voucher || unusable(voucher, now) || !voucher.issued_to_email) return miss(bareCodeRefusal)
  // Every ask for an existing code's link counts against the code: its owner needs one or two, not twenty.
  const attempts = await codeAttempts(voucher.code)
  if (attempts.throttled) return attempts.throttled
  await attempts.count()
  const link = await signCustomerLink('voucher', voucherLinkRef(voucher.id), now)
  const mail = customerLinkMail(voucher.issued_to_email, 'voucher', voucher.title, link.url, link.expiresAt)
  const payload = await getPayloadClient()
  if (!(await mailedRecently(payload, mail.to, mail.kind, 15 * 60_000, mail.subject)))
    await queueMail(payload, mail, { now })
  const sent_to = maskEmail(voucher.issued_to_email)
  return {
    ok: true,
    message: `Kami mengirim tautan klaim voucher ke alamat email penerima voucher: ${sent_to}. Buka tautan itu untuk melihat dan mengklaim voucher.`,
    data: { sent_to },
  }
}
