import type { z } from 'zod'

import type { pdpAgreementBody } from './schemas'
import { storePrivateImage } from '../contract/uploads'
import { getWebsiteConfig } from '../content/website-config'
import { getPayloadClient } from '../payload'
import type { Outcome } from '../contract/outcome'
import { pdpAgreementMail } from '../mail/messages'
import { queueMail } from '../mail/outbox'
import { needsVerificationMessage, readVerificationProof } from '../trust/verification'

export async function createPdpAgreement(input: z.infer<typeof pdpAgreementBody>, channel: string, now = new Date()): Promise<Outcome<Record<string, unknown>>> {
  const proven = await readVerificationProof(input.PDP_VERIFICATION, 'pdp', now)
  if (!proven || proven.email !== input.PDP_EMAIL) return { ok: false, message: needsVerificationMessage }
  const signature = await storePrivateImage(input.PDP_SIGNATURE, 'signature', `signature-${now.getTime()}`)
  if (!signature.ok) return { ok: false, message: 'Tanda tangan harus berupa gambar PNG, JPEG atau WebP.' }
  // One proof signs one agreement: it is spent here, and a second request with it stops.
  if (!(await readVerificationProof(input.PDP_VERIFICATION, 'pdp', now, true))) return { ok: false, message: needsVerificationMessage }
  const consent_version = (await getWebsiteConfig('pdp_consent_version'))?.value ?? '2026-01'
  const payload = await getPayloadClient()
  const doc = await payload.create({
    collection: 'pdp-agreements', overrideAccess: true,
    data: {
      nip: input.PDP_NIP, name: input.PDP_NAME, email: input.PDP_EMAIL, phone: input.PDP_PHONE_NO, signature: signature.id,
      url_api: input.URL_API || null, consent_version, consent_at: now.toISOString(), channel,
    },
  })
  const agreement_no = `PDP-${String(doc.id).padStart(6, '0')}`
  await queueMail(pdpAgreementMail(doc.email, { agreement_no, name: doc.name, consent_version, consent_at: doc.consent_at, signature_method: 'Digambar di layar' }), now)
  return {
    ok: true,
    message: 'Terima kasih, persetujuan penggunaan data pribadi Anda sudah kami simpan. Salinannya kami kirim ke email Anda.',
    data: { agreement_no, consent_version, consent_at: doc.consent_at },
  }
}
