'use server'

import { headers } from 'next/headers'
import { z } from 'zod'

import { actionRefusal } from '@/server/security/action-limit'
import { clientAddress } from '@/server/security/client-address'
import { sendVoucherLinkForCode, voucherCodeField } from '@/server/voucher/vouchers'

export type VoucherLinkAnswer =
  { ok: true; message: string; sentTo: string } | { ok: false; message: string; field?: string }

/** The bare-code page's one action (see sendVoucherLinkForCode: what a typed code may reveal). */
export async function requestVoucherLink(code: string): Promise<VoucherLinkAnswer> {
  const parsed = z.object({ code: voucherCodeField }).safeParse({ code })
  if (!parsed.success)
    return {
      ok: false,
      message: parsed.error.issues[0]?.message ?? 'Kode voucher wajib diisi',
      field: 'code',
    }
  // Each answer may send an e-mail: the same allowance as a write call, besides the failed-guess limit.
  const refusal = await actionRefusal('/voucher-claim')
  if (refusal) return { ok: false, message: refusal }
  const answer = await sendVoucherLinkForCode(parsed.data.code, clientAddress(await headers()))
  return answer.ok
    ? { ok: true, message: answer.message, sentTo: answer.data.sent_to }
    : { ok: false, message: answer.message }
}
