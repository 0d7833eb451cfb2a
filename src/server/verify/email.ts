import type { z } from 'zod'

import type { verifyEmailBody, verifyEmailCall } from './schemas'
import type { CallData } from '../contract/call'
import type { Outcome } from '../contract/outcome'
import { confirmSubscription } from '../newsletter/subscribe'
import { maskEmail } from '../trust/mask'
import { checkVerificationCode, startVerification } from '../trust/verification'

/**
 * Sends a code (no validtoken) or checks one, and completes what a proven address unlocks by itself (a
 * newsletter subscription).
 */
export async function verifyEmail(
  input: z.infer<typeof verifyEmailBody>,
  now = new Date(),
): Promise<Outcome<CallData<typeof verifyEmailCall>>> {
  if (!input.validtoken) {
    const email = input.validemail!
    const sent = await startVerification(email, 'pdp', email, { now })
    return sent.ok
      ? {
          ok: true,
          message: `Kode verifikasi sudah dikirim ke ${sent.data.sent_to}. Berlaku 15 menit.`,
          data: sent.data,
        }
      : sent
  }
  const checked = await checkVerificationCode(
    { challenge: input.challenge!, email: input.validemail, code: input.validtoken },
    now,
  )
  if (!checked.ok) return checked
  const { record } = checked
  if (record.purpose === 'newsletter' && record.ref) await confirmSubscription(record.ref, record.email, now)
  return {
    ok: true,
    message:
      record.purpose === 'newsletter'
        ? 'Terima kasih, langganan newsletter Anda sudah aktif.'
        : 'Email Anda berhasil diverifikasi.',
    data: {
      email: maskEmail(record.email),
      purpose: record.purpose,
      verified_at: record.verified_at!,
      verification_token: checked.proof,
      expires_at: checked.proofExpiresAt,
    },
  }
}
