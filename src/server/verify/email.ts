import type { z } from 'zod'

import type { verifyEmailBody } from '../selfservice/schemas'
import { getPayloadClient } from '../payload'
import type { Outcome } from '../contract/outcome'

export async function verifyEmail(input: z.infer<typeof verifyEmailBody>, now = new Date()): Promise<Outcome<{ email: string; verified_at: string }>> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'email-verifications', where: { and: [{ token: { equals: input.validtoken } }, { email: { equals: input.validemail } }] }, limit: 1, depth: 0, overrideAccess: true })
  const record = docs[0]
  if (!record) return { ok: false, message: 'Tautan verifikasi tidak valid. Minta tautan baru dari aplikasi atau layanan pelanggan.' }
  if (record.verified_at) return { ok: true, message: 'Email Anda sudah terverifikasi.', data: { email: record.email, verified_at: record.verified_at } }
  if (new Date(record.expires_at) < now) return { ok: false, message: 'Tautan verifikasi sudah kedaluwarsa. Minta tautan baru dari aplikasi atau layanan pelanggan.' }
  const updated = await payload.update({ collection: 'email-verifications', id: record.id, data: { verified_at: now.toISOString() }, overrideAccess: true })
  return { ok: true, message: 'Email Anda berhasil diverifikasi. Terima kasih!', data: { email: updated.email, verified_at: updated.verified_at! } }
}
